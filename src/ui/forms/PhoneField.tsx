// The phone input of every flow form: phone keyboard, browser autofill, and always
// left-to-right so digits read the same in a right-to-left page.
import { TextField, type TextFieldProps } from './TextField';

export function PhoneField(props: TextFieldProps) {
  return (
    <TextField type="tel" inputMode="tel" autoComplete="tel" dir="ltr" className="ltr" {...props} />
  );
}
