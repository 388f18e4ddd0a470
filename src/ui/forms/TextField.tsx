// A labelled text input with its helper text and validation message underneath.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import { fieldAria } from './fieldAria';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: TextFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="text"
        className={className ? `input ${className}` : 'input'}
        {...input}
        {...fieldAria(id, { hint, error })}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
