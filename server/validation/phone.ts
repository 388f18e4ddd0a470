import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The E.164 form of an international (+) mobile number, or undefined when it is not one. */
export function toMobileE164(input: string): string | undefined {
  const trimmed = input.trim();
  // Only digits and the usual separators: the parser would otherwise skip stray text.
  if (!/^\+[\d\s().-]+$/.test(trimmed)) return undefined;
  const phone = parsePhoneNumberFromString(trimmed);
  if (!phone?.isValid()) return undefined;
  const type = phone.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? phone.number : undefined;
}
