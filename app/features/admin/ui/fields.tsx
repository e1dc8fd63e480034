// The back office's labelled controls are the site's one kit (components/ui/field.tsx and
// field-controls.tsx, the 'plain' look); this name stays for the pages that still import it.
// New code imports from the kit.
export {
  CheckboxField,
  SelectField,
  TextAreaField,
} from '../../../components/ui/field-controls.tsx';
