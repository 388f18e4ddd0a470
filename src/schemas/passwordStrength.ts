// How strong a password looks, for a hint under the field. It never blocks: the only rule is
// the product's minimum of 6 characters. The hints come from the product's stricter password
// form (a lowercase and an uppercase letter, a digit, one of @ $ ! % * ? & #), plus length.
import { PASSWORD_MIN_LENGTH } from './signup.schema';

export type StrengthLevel = 'empty' | 'short' | 'weak' | 'fair' | 'strong';
export type StrengthTip = 'lowercase' | 'uppercase' | 'digit' | 'special' | 'length';

// Long enough that length alone makes a password hard to guess.
export const LONG_PASSWORD = 12;

const CHECKS: [StrengthTip, (password: string) => boolean][] = [
  ['lowercase', (p) => /[a-z]/.test(p)],
  ['uppercase', (p) => /[A-Z]/.test(p)],
  ['digit', (p) => /\d/.test(p)],
  ['special', (p) => /[@$!%*?&#]/.test(p)],
  ['length', (p) => p.length >= LONG_PASSWORD],
];

export interface PasswordStrength {
  level: StrengthLevel;
  // What would make it stronger, in the order above.
  tips: StrengthTip[];
}

export function passwordStrength(password: string): PasswordStrength {
  const tips = CHECKS.filter(([, met]) => !met(password)).map(([tip]) => tip);
  if (password === '') return { level: 'empty', tips };
  if (password.length < PASSWORD_MIN_LENGTH) return { level: 'short', tips };
  const met = CHECKS.length - tips.length;
  const level = met >= 4 ? 'strong' : met >= 2 ? 'fair' : 'weak';
  return { level, tips };
}
