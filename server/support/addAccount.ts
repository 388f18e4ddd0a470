import * as v from 'valibot';
import type { PasswordHasher } from '../auth/password';
import type { SupportAccountStore } from './accountStore';
import { SupportEmailSchema } from '../validation/schemas';
import { supportPasswordProblem } from '../validation/supportPassword';
import { SupportCommandRefusal } from './refusal';

/** The password piped in: `printf 'pw\n'` and `echo pw` end it with one line break. */
export function passwordFromInput(input: string): string {
  return input.replace(/\r?\n$/, '');
}

/** The email, trimmed, when it will do for an account; else a SupportCommandRefusal. */
export function checkSupportEmail(email: string): string {
  const checked = v.safeParse(SupportEmailSchema, email);
  if (!checked.success) throw new SupportCommandRefusal(checked.issues[0].message);
  return checked.output;
}

/** The email, trimmed, when it and the password will do for an account. */
export function checkSupportAccount(email: string, password: string): string {
  const address = checkSupportEmail(email);
  const problem = supportPasswordProblem(password);
  if (problem) throw new SupportCommandRefusal(problem);
  return address;
}

/**
 * Creates a support account, or sets a new password on the one with this email (ending its
 * open sessions), enabling it again if it was disabled. Answers the line to print.
 */
export async function addSupportAccount(
  { accounts, passwords }: { accounts: SupportAccountStore; passwords: PasswordHasher },
  email: string,
  password: string,
): Promise<string> {
  const address = checkSupportAccount(email, password);
  const result = await accounts.save(address, await passwords.hash(password));
  if (result === 're-enabled') {
    return `re-enabled ${address}: it was disabled and now signs in with the new password`;
  }
  return `${result} ${address}`;
}
