import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { parseOr400, readJson } from '../http/body';
import { enforceLimit } from '../http/limit';
import { toMobileE164 } from '../validation/phone';
import { PasswordResetSchema } from '../validation/schemas';

const NOT_VERIFIED = 'Phone verification failed. Please request a new code and try again.';
const NO_ACCOUNT = 'No account uses this phone number.';

export function passwordResetRoutes({ users, passwords, verifyPhoneToken, limits }: AppDeps) {
  return new Hono().put('/auth/users/:phone/password/reset', async (c) => {
    const requested = c.req.param('phone');
    const phone = toMobileE164(requested) ?? requested;
    enforceLimit(limits.reset, c, phone);
    const { newPassword, otp } = parseOr400(PasswordResetSchema, await readJson(c));
    // The otp is the Firebase ID token of the phone sign-in: it must prove this very phone.
    // Checked before the account lookup, so the 404 tells nothing to someone without it.
    const verifiedPhone = otp ? await verifyPhoneToken(otp) : undefined;
    if (!verifiedPhone || verifiedPhone !== phone) throw new ApiError(401, NOT_VERIFIED);
    const updated = await users.setPasswordHash(phone, await passwords.hash(newPassword));
    if (!updated) throw new ApiError(404, NO_ACCOUNT);
    return c.json({ message: 'password has been updated' });
  });
}
