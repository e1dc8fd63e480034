import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';

// The fields of a list's filter bar (filter-bar.tsx), each showing the value its URL holds.

/** The list's ?q= search (list-query.ts keeps its first 100 characters). */
export function SearchFilter({
  label,
  value,
  hint,
}: {
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      name="q"
      type="search"
      defaultValue={value}
      maxLength={100}
      hint={hint}
    />
  );
}

/** A filter's choices, after the blank one (`any`) that leaves the list unfiltered. */
export function ChoiceFilter({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <SelectField
      label={label}
      name={name}
      defaultValue={value}
      options={[{ value: '', label: any }, ...options]}
    />
  );
}
