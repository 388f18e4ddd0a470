// A labelled text input with its helper text and validation message underneath.
// Phone numbers, emails and addresses are typed left to right on a right-to-left page too.
import { memo, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from '../fields/FieldMessages';
import { fieldAria } from '../fields/fieldAria';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const LEFT_TO_RIGHT_TYPES = new Set(['tel', 'email', 'url']);

export const TextField = memo(function TextField({
  id,
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: TextFieldProps) {
  const box = (
    <input
      id={id}
      type="text"
      dir={LEFT_TO_RIGHT_TYPES.has(input.type ?? '') ? 'ltr' : undefined}
      className={['input', className ?? ''].filter(Boolean).join(' ')}
      {...input}
      {...fieldAria(id, { hint, error })}
    />
  );
  return (
    <div className="field">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      {box}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});
