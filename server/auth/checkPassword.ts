import { ApiError } from '../http/apiError';
import type { Attempt } from '../http/limit';
import type { PasswordHasher } from './password';

/**
 * A sign-in's password check, the same for owners and support staff: the account is looked
 * up and the password verified even when there is no such account, so both refusals take
 * the same time and give the same `refused` answer. A check that could not run (a busy or
 * failing server) is not a wrong guess and is taken back from the limit; a success clears it.
 */
export async function checkPassword<T extends { passwordHash: string }>(
  attempt: Attempt,
  passwords: PasswordHasher,
  find: () => Promise<T | undefined>,
  password: string,
  refused: string,
): Promise<T> {
  let found, valid;
  try {
    found = await find();
    valid = await passwords.verify(password, found?.passwordHash);
  } catch (error) {
    await attempt.undo();
    throw error;
  }
  if (!found || !valid) throw new ApiError(401, refused);
  await attempt.succeeded();
  return found;
}
