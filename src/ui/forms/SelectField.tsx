// A labelled native select. The placeholder is an empty first option, so "nothing chosen"
// is a value the schema rejects with its message.
import { memo, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from '../fields/FieldMessages';
import { fieldAria } from '../fields/fieldAria';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export const SelectField = memo(function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  ...select
}: SelectFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} className="select" {...select} {...fieldAria(id, { hint, error })}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
