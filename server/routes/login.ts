import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { checkPassword } from '../auth/checkPassword';
import { parseOr400, readJson } from '../http/body';
import { toMobileE164 } from '../validation/phone';
import { LoginSchema } from '../validation/schemas';

// One answer for an unknown phone and a wrong password, so accounts cannot be discovered.
const REFUSED = 'Incorrect phone number or password.';

export function loginRoutes({ users, passwords, tokens, limits, clientIp }: AppDeps) {
  return new Hono().post('/auth/login', async (c) => {
    const { username, password } = parseOr400(LoginSchema, await readJson(c));
    // Every spelling of one number counts on the same phone counter.
    const phone = toMobileE164(username) ?? username.trim();
    const attempt = await limits.login.attempt({ ip: clientIp(c), phone });
    const found = await checkPassword(
      attempt,
      passwords,
      () => users.findByPhone(phone),
      password,
      REFUSED,
    );
    return c.json({ token: await tokens.issue(found.user, found.tokenVersion), ...found.user });
  });
}
