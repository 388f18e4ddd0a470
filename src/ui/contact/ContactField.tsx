// One labelled contact field (single-line input or multi-line textarea) with its message.
// The message is tied to the control with aria-describedby; aria-invalid marks it in error.
import type { ChangeEvent } from 'react';

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  error?: string;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export function ContactField({
  id,
  label,
  error,
  multiline = false,
  type = 'text',
  ...rest
}: ContactFieldProps) {
  const errorId = `${id}-error`;
  const control = {
    ...rest,
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea className="textarea" rows={6} {...control} />
      ) : (
        // An address reads left to right on a right-to-left page too.
        <input
          className="input"
          type={type}
          dir={type === 'email' ? 'ltr' : undefined}
          {...control}
        />
      )}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
