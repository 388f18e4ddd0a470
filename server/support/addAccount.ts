import * as v from 'valibot';
import type { PasswordHasher } from '../auth/password';
import type { SupportAccountStore } from '../db/supportAccountStore';
import { SupportEmailSchema } from '../validation/schemas';
import { supportPasswordProblem } from '../validation/supportPassword';

/** A refusal meant for the person at the terminal: printed as it is, without a stack. */
export class SupportAddRefusal extends Error {}

/** The password piped in: `printf 'pw\n'` and `echo pw` end it with one line break. */
export function passwordFromInput(input: string): string {
  return input.replace(/\r?\n$/, '');
}

/** The email, trimmed, when it will do for an account; else a SupportAddRefusal. */
export function checkSupportAccount(email: string, password: string): string {
  const checked = v.safeParse(SupportEmailSchema, email);
  if (!checked.success) throw new SupportAddRefusal(checked.issues[0].message);
  const problem = supportPasswordProblem(password);
  if (problem) throw new SupportAddRefusal(problem);
  return checked.output;
}

/**
 * Creates a support account, or sets a new password on the one with this email (ending its
 * open sessions). Answers the line to print: `created <email>` or `updated <email>`.
 */
export async function addSupportAccount(
  { accounts, passwords }: { accounts: SupportAccountStore; passwords: PasswordHasher },
  email: string,
  password: string,
): Promise<string> {
  const address = checkSupportAccount(email, password);
  const result = await accounts.save(address, await passwords.hash(password));
  return `${result} ${address}`;
}
