// A checkbox with its label beside it (the label may hold links) and its message under it.
import { memo, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages } from './FieldMessages';
import { fieldAria } from './fieldAria';
import './checkbox.css';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  id: string;
  label: ReactNode;
  error?: string;
}

export const CheckboxField = memo(function CheckboxField({
  id,
  label,
  error,
  ...input
}: CheckboxFieldProps) {
  return (
    <div className="field checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          type="checkbox"
          className="checkbox-field__box"
          {...input}
          {...fieldAria(id, { error })}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} />
    </div>
  );
});
