import { Hono } from 'hono';
import { ownPhoneProof } from '../auth/phoneProof';
import { dayOf } from '../db/vitalsStore';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken } from '../http/body';

const NO_ACCOUNT = 'No account uses this phone number.';
export const ACCOUNT_PATH = '/auth/account';

// The account a phone proof names: the token's own `phone_number` decides whose, never the
// path or a field, so nobody can name another owner's account.
export function accountDeletionRoutes(deps: AppDeps) {
  const { users, accountDeletions, limits, clientIp, log } = deps;
  return (
    new Hono()
      // Asked right after the code, before the owner is shown what a deletion takes: does an
      // account use the proven phone? The token is checked and not spent: the deletion spends
      // it. Without a token that proves a phone, every answer is the same 401.
      .get(ACCOUNT_PATH, async (c) => {
        const attempt = await limits.deletion.attempt({ ip: clientIp(c) });
        const { phone } = await ownPhoneProof(deps, bearerToken(c), 'deletion', false);
        let found: boolean;
        try {
          found = (await users.findByPhone(phone)) !== undefined;
        } catch (error) {
          await attempt.undo();
          throw error;
        }
        if (!found) throw new ApiError(404, NO_ACCOUNT);
        await attempt.succeeded();
        return c.body(null, 204);
      })
      .delete(ACCOUNT_PATH, async (c) => {
        const attempt = await limits.deletion.attempt({ ip: clientIp(c) });
        const proof = await ownPhoneProof(deps, bearerToken(c), 'deletion', true);
        let deleted: Awaited<ReturnType<typeof accountDeletions.deleteByPhone>>;
        try {
          deleted = await accountDeletions.deleteByPhone(proof.phone, dayOf(new Date()));
        } catch (error) {
          // Nothing was deleted (one transaction): the owner may retry with the same code.
          await proof.release();
          await attempt.undo();
          throw error;
        }
        if (!deleted) throw new ApiError(404, NO_ACCOUNT);
        await attempt.succeeded();
        // Counts only: the log never holds the phone.
        log(`account deleted with ${deleted.messages} messages and ${deleted.traces} traces`);
        return c.body(null, 204);
      })
  );
}
