// The phone input of every flow form: phone keyboard, browser autofill, and always
// left-to-right so digits read the same in a right-to-left page. Egypt's +20 shows before
// the number (the schema adds it); a number typed with + or 00 is taken as international,
// and the prefix steps aside for it.
import { isInternationalInput } from '../../schemas/phone';
import { fieldText } from '../../content/forms';
import { FieldLabel } from './FieldLabel';
import { FieldMessages } from './FieldMessages';
import { fieldAria } from './fieldAria';
import type { TextFieldProps } from './TextField';
import './phoneField.css';

export interface PhoneFieldProps extends TextFieldProps {
  // How to enter a number outside Egypt, in the form's language.
  internationalHint?: string;
}

export function PhoneField({
  id,
  label,
  error,
  hint,
  optional,
  value,
  internationalHint = fieldText.phone.international,
  ...input
}: PhoneFieldProps) {
  const international = isInternationalInput(typeof value === 'string' ? value : '');
  const help = (
    <>
      {hint ? <>{hint} </> : null}
      {internationalHint}
    </>
  );
  return (
    <div className="field">
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <div className="phone-field" dir="ltr" data-international={international || undefined}>
        {international ? null : (
          <span className="phone-field__prefix" aria-hidden="true">
            {fieldText.phone.prefix}
          </span>
        )}
        <input
          id={id}
          className="input phone-field__input ltr"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={value}
          {...input}
          {...fieldAria(id, { hint: help, error })}
        />
      </div>
      <FieldMessages id={id} hint={help} error={error} />
    </div>
  );
}
