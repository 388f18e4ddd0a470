import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt per OWASP's Password Storage Cheat Sheet: N=2^17, r=8, p=1, a 16-byte salt per
// user. Parameters are stored with each hash, so raising them later keeps old hashes valid.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
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
  const options = { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM };
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, options);
    return [
      'scrypt',
      log2N,
      BLOCK_SIZE,
      PARALLELISM,
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
