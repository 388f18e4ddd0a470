import { toLatinDigits } from '../../../schemas/digits';
import { REFERENCE_PATTERN } from '../../../schemas/flowTrace';

// A reference as staff type it from a phone call: any case, with or without the dash or
// spaces, digits in Arabic-Indic or Latin. Returns the canonical `ABCD-EFGH`, or undefined
// when it cannot be one.
export function normaliseReference(input: string): string | undefined {
  const compact = toLatinDigits(input).toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== 8) return undefined;
  const reference = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return REFERENCE_PATTERN.test(reference) ? reference : undefined;
}
