import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt per OWASP's Password Storage Cheat Sheet, which lists equally strong settings that
// trade memory for passes: N=2^17 p=1 (128 MiB), 2^16 p=2, 2^15 p=3 (32 MiB), 2^14 p=5,
// 2^13 p=10, all with r=8. The default is 2^15 p=3: the same work per guess in a quarter of
// the memory, so several logins at once stay within a small server's memory. A 16-byte salt
// per user. Parameters are stored with each hash, so changing them keeps old hashes valid.
const BLOCK_SIZE = 8;
const OWASP_PARALLELISM: Record<number, number> = { 13: 10, 14: 5, 15: 3, 16: 2, 17: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Constant-time check. With no stored hash (unknown user) it still does the same work
   * against a dummy hash and answers false, so response time does not reveal accounts.
   */
  verify(password: string, stored: string | undefined): Promise<boolean>;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 1);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function parse(stored: string) {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  return {
    options: { N: 2 ** Number(log2N), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

export function createPasswordHasher({ log2N }: { log2N: number }): PasswordHasher {
  // Costs outside OWASP's table (below: tests only) take one pass.
  const parallelism = OWASP_PARALLELISM[log2N] ?? 1;
  const options = { N: 2 ** log2N, r: BLOCK_SIZE, p: parallelism };
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, options);
    return [
      'scrypt',
      log2N,
      BLOCK_SIZE,
      parallelism,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  };
  let dummy: Promise<string> | undefined;
  return {
    hash,
    async verify(password, stored) {
      if (stored === undefined) dummy ??= hash(randomBytes(16).toString('hex'));
      const parsed = parse(stored ?? (await dummy) ?? '');
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.options);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key) && !!stored;
    },
  };
}
