// The phone input of every flow form: phone keyboard, browser autofill, and always
// left-to-right so digits read the same in a right-to-left page. An Egyptian number is
// typed as Egyptians write it (010 0123 4567; the schema adds +20); one typed with + or 00
// is taken as international.
import { memo } from 'react';
import { fieldText } from '../../content/forms';
import { TextField, type TextFieldProps } from './TextField';

export interface PhoneFieldProps extends TextFieldProps {
  // How to enter a number outside Egypt, in the form's language.
  internationalHint?: string;
}

export const PhoneField = memo(function PhoneField({
  hint,
  internationalHint = fieldText.phone.international,
  ...props
}: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      hint={
        <>
          {hint ? <>{hint} </> : null}
          {internationalHint}
        </>
      }
      {...props}
    />
  );
});
