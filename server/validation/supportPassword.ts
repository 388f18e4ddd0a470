import * as v from 'valibot';
import { SupportPasswordField } from './schemas';

// Support accounts read what owners' flows did, so their passwords are held to more than an
// owner's six characters: long, and not one kind of character only.
export const SUPPORT_PASSWORD_MIN_LENGTH = 12;

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

/** Why `password` will not do for a support account, or undefined when it will. */
export function supportPasswordProblem(password: string): string | undefined {
  // First what sign-in itself refuses (over 128 characters, control characters), by the same
  // rule, so an account is never made with a password it could not sign in with.
  const signIn = v.safeParse(SupportPasswordField, password);
  if (!signIn.success) return signIn.issues[0].message;
  // Counted in characters as a person sees them, not UTF-16 units.
  if ([...password].length < SUPPORT_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${SUPPORT_PASSWORD_MIN_LENGTH} characters.`;
  }
  if (CLASSES.filter((kind) => kind.test(password)).length < 2) {
    return 'The password must mix kinds of characters (lower case, upper case, digits, symbols).';
  }
  return undefined;
}
