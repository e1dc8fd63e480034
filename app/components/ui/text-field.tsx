// The labelled controls are one kit now (field.tsx); this name stays for the forms that still
// import it. New code imports from field.tsx.
export { TextField } from './field.tsx';
