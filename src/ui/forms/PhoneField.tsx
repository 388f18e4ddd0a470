// The phone input of every flow form: phone keyboard, browser autofill, and always
// left-to-right so digits read the same in a right-to-left page. Egypt's +20 shows before
// the number (the schema adds it); a number typed with + or 00 is taken as international,
// and the prefix steps aside for it.
import { fieldText } from '../../content/forms';
import { isInternationalInput } from '../../schemas/phone';
import { TextField, type TextFieldProps } from './TextField';

export interface PhoneFieldProps extends TextFieldProps {
  // How to enter a number outside Egypt, in the form's language.
  internationalHint?: string;
}

export function PhoneField({
  hint,
  value,
  internationalHint = fieldText.phone.international,
  ...props
}: PhoneFieldProps) {
  const international = isInternationalInput(typeof value === 'string' ? value : '');
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      prefixText={international ? undefined : fieldText.phone.prefix}
      hint={
        <>
          {hint ? <>{hint} </> : null}
          {internationalHint}
        </>
      }
      {...props}
    />
  );
}
