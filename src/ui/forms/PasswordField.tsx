// A password input with a show/hide toggle. The toggle is a pressed-state button: its name
// stays "Show password" (or `showLabel`) and aria-pressed says whether the text is shown.
import { memo, type ReactNode, useState } from 'react';
import { passwordToggleText } from '../../content/forms';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from '../fields/FieldMessages';
import { fieldAria } from '../fields/fieldAria';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  showLabel?: string;
  hideLabel?: string;
  // Beside the label, at the end of its row (the login form's "Forgot password?").
  labelAside?: ReactNode;
  // Under the field, before its hint (a strength meter); not tied to the input.
  below?: ReactNode;
}

export const PasswordField = memo(function PasswordField({
  id,
  label,
  error,
  hint,
  optional,
  showLabel = passwordToggleText.show,
  hideLabel = passwordToggleText.hide,
  labelAside,
  below,
  ...input
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const fieldLabel = (
    <FieldLabel htmlFor={id} optional={optional}>
      {label}
    </FieldLabel>
  );
  return (
    <div className="field">
      {labelAside ? (
        <div className="field__label-row">
          {fieldLabel}
          {labelAside}
        </div>
      ) : (
        fieldLabel
      )}
      <div className="password-field">
        <input
          id={id}
          className="input password-field__input"
          type={visible ? 'text' : 'password'}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
          {...fieldAria(id, { hint, error })}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-label={showLabel}
          aria-pressed={visible}
          aria-controls={id}
          title={visible ? hideLabel : showLabel}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {below}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" /> : null}
    </svg>
  );
}
