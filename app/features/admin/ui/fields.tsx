// The back office's labelled controls are the site's one kit (components/ui/field.tsx, the
// 'plain' look); this name stays for the pages that still import it. New code imports from
// field.tsx.
export { CheckboxField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
