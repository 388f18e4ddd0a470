// Seconds until a JWT's `exp`, so the token cookie dies with the token. Undefined when the
// token is not a JWT or carries no expiry (the cookie then lasts for the browser session).
export function tokenLifetimeSeconds(token: string, nowMs: number): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = JSON.parse(json).exp;
    if (typeof exp !== 'number') return undefined;
    return Math.max(0, Math.floor(exp - nowMs / 1000));
  } catch {
    return undefined;
  }
}
