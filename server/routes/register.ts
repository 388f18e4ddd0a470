import { Hono } from 'hono';
import { spendPhoneProof } from '../auth/phoneProof';
import { DuplicateUserError } from '../db/userStore';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken, parseOr400, readJson } from '../http/body';
import { RegisterSchema } from '../validation/schemas';

// One answer whether the phone or the email is taken, so the endpoint cannot be used to find
// out who has an account.
export const ACCOUNT_MAY_EXIST =
  'An account with these details may already exist. Login or reset your password.';

export function registerRoutes(deps: AppDeps) {
  const { users, passwords, limits, clientIp } = deps;
  // Cheapest refusals first: address limit, body, phone proof, phone limit, duplicates, and
  // only then the expensive password hash.
  return new Hono().post('/auth/register', async (c) => {
    await limits.register.attempt({ ip: clientIp(c) });
    const { password, ...input } = parseOr400(RegisterSchema, await readJson(c));
    const phone = input.mobileNumber;
    const proof = await spendPhoneProof(deps, bearerToken(c), phone, 'register');
    try {
      await limits.register.attempt({ phone });
      if (await users.exists(phone, input.email)) throw new ApiError(409, ACCOUNT_MAY_EXIST);
      const user = await users.create({ ...input, passwordHash: await passwords.hash(password) });
      return c.json(user, 201);
    } catch (error) {
      if (error instanceof DuplicateUserError) throw new ApiError(409, ACCOUNT_MAY_EXIST);
      // Refused for its own sake (limits, duplicates), the proof stays spent; when we failed
      // (busy, database), the owner may try again with the same code.
      if (!(error instanceof ApiError) || error.status >= 500) await proof.release();
      throw error;
    }
  });
}
