import { Hono } from 'hono';
import { checkPhoneProof, spendPhoneProof } from '../auth/phoneProof';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { bearerToken, parseOr400, readJson } from '../http/body';
import { toMobileE164 } from '../validation/phone';
import { PasswordResetSchema } from '../validation/schemas';

const NO_ACCOUNT = 'No account uses this phone number.';

export function passwordResetRoutes(deps: AppDeps) {
  const { users, passwords, limits, clientIp } = deps;
  return (
    new Hono()
      // Asked right after the code, before the owner chooses a password: does an account use
      // this phone? Only a token proving the phone may ask (so nobody can probe numbers), and
      // it is not spent: the reset below spends it.
      .get('/auth/users/:phone/password/reset', async (c) => {
        const requested = c.req.param('phone');
        const phone = toMobileE164(requested) ?? requested;
        const attempt = await limits.reset.attempt({ ip: clientIp(c), phone });
        await checkPhoneProof(deps, bearerToken(c), phone, 'reset');
        let found: boolean;
        try {
          found = (await users.findByPhone(phone)) !== undefined;
        } catch (error) {
          await attempt.undo();
          throw error;
        }
        if (!found) throw new ApiError(404, NO_ACCOUNT);
        return c.body(null, 204);
      })
      .put('/auth/users/:phone/password/reset', async (c) => {
        const requested = c.req.param('phone');
        const phone = toMobileE164(requested) ?? requested;
        const attempt = await limits.reset.attempt({ ip: clientIp(c), phone });
        const { newPassword, otp } = parseOr400(PasswordResetSchema, await readJson(c));
        // The otp is the Firebase ID token of the phone sign-in: it must prove this very phone.
        // Checked before the account lookup, so the 404 tells nothing to someone without it.
        const proof = await spendPhoneProof(deps, otp || undefined, phone, 'reset');
        let updated: boolean;
        try {
          updated = await users.setPasswordHash(phone, await passwords.hash(newPassword));
        } catch (error) {
          // Busy or failing: the owner may try again with the same code, and it counts as nothing.
          await proof.release();
          await attempt.undo();
          throw error;
        }
        if (!updated) throw new ApiError(404, NO_ACCOUNT);
        await attempt.succeeded();
        return c.json({ message: 'password has been updated' });
      })
  );
}
