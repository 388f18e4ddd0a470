import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../server/auth/password';
import * as v from 'valibot';
import { fillSupportEmailKeys } from '../../server/support/accountStore';
import { addSupportAccount } from '../../server/support/addAccount';
import { normaliseEmail } from '../../server/validation/email';
import { SupportEmailSchema } from '../../server/validation/schemas';
import { jsonInit } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/testApp';

// The limit under test is the sign-in limit, not the hash: a plain comparison keeps thousands
// of sign-ins fast.
const plainPasswords: PasswordHasher = {
  hash: async (password) => `plain$${password}`,
  verify: async (password, stored) => stored === `plain$${password}`,
};
const PASSWORD = 'Replay-traces-2026';
const LIMIT = 2;

/**
 * Every BMP character whose case is not simple: lowercasing it directly, through its upper
 * case, or after NFKC gives different results, or lowercasing changes its length. These are
 * where JavaScript's rules and PostgreSQL's lower() (which follows the server's locale) can
 * part, and where a limit keyed by one and a lookup by the other used to count one account's
 * guesses on several counters.
 */
function unevenCharacters(): string[] {
  const found: string[] = [];
  for (let code = 0; code <= 0xffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCharCode(code);
    const lower = char.toLowerCase();
    if (
      lower !== char.toUpperCase().toLowerCase() ||
      lower !== char.normalize('NFKC').toLowerCase() ||
      lower.length !== char.length
    ) {
      found.push(char);
    }
  }
  return found;
}

const UNEVEN = unevenCharacters();

let t: TestApp;
let nextAddress = 0;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitMax: LIMIT,
    passwords: plainPasswords,
    trustedProxyHeader: 'x-forwarded-for',
  });
});
afterAll(() => t.close());

// Each attempt from its own address, so only the per-email counter can stop the guesses.
function signIn(email: string, password: string) {
  nextAddress += 1;
  const n = nextAddress;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return t.app.request(
    '/support/login',
    jsonInit('POST', { email, password }, { 'X-Forwarded-For': address }),
  );
}

/** The ways a person, JavaScript or this database could spell `char`. */
async function spellings(char: string): Promise<string[]> {
  const [database] = await t.db.query<{ lower: string; upper: string }>(
    'SELECT lower($1::text) AS lower, upper($1::text) AS upper',
    [char],
  );
  const nfkc = char.normalize('NFKC');
  return [
    ...new Set([
      char,
      char.toLowerCase(),
      char.toUpperCase(),
      char.toUpperCase().toLowerCase(),
      char.toLowerCase().toUpperCase(),
      nfkc,
      nfkc.toLowerCase(),
      nfkc.toUpperCase(),
      char.normalize('NFD'),
      database.lower,
      database.upper,
    ]),
  ];
}

describe('normaliseEmail', () => {
  it('finds the characters where case rules part, İ among them', () => {
    expect(UNEVEN.length).toBeGreaterThan(1000);
    expect(UNEVEN).toContain('İ');
    expect(UNEVEN).toContain('ß');
    expect(UNEVEN).toContain('ς');
    expect(UNEVEN).toContain('Ｋ');
  });

  it('is its own normal form for every BMP character, and brings case pairs together', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      const key = normaliseEmail(`a${char}b@example.com`);
      expect(normaliseEmail(key)).toBe(key);
      for (const variant of [char.toLowerCase(), char.toUpperCase()]) {
        expect(normaliseEmail(`a${variant}b@example.com`)).toBe(key);
      }
    }
  });

  it('trims, as sign-in always has', () => {
    expect(normaliseEmail('  Staff@Example.COM ')).toBe('staff@example.com');
  });
});

describe('accounts made before email keys', () => {
  it('get their key by the same rule; of two the rule reads as one, the older stays', async () => {
    const tag = Math.random().toString(36).slice(2);
    // As migration 6 leaves them: no key yet.
    const [ligature, upper, plain] = await Promise.all(
      [`ﬀ-${tag}@example.com`, `FF-${tag}@example.com`, `Old-${tag}@Example.com`].map(
        async (email) => {
          const [row] = await t.db.query<{ id: number }>(
            `INSERT INTO support_accounts (email, password_hash) VALUES ($1, 'plain$${PASSWORD}')
             RETURNING id`,
            [email],
          );
          return row.id;
        },
      ),
    );
    await fillSupportEmailKeys(t.db);
    await fillSupportEmailKeys(t.db);
    expect((await t.supportAccounts.findByEmail(`old-${tag}@example.com`))?.id).toBe(plain);
    expect((await t.supportAccounts.findByEmail(`ff-${tag}@example.com`))?.id).toBe(
      Math.min(ligature, upper),
    );
    const dropped = await t.supportAccounts.findById(Math.max(ligature, upper));
    expect(dropped).toMatchObject({ disabled: true, passwordHash: '' });
    expect((await signIn(`Old-${tag}@example.com`, PASSWORD)).status).toBe(200);
  });
});

describe('support sign-in, spelled with uneven characters', () => {
  /**
   * One account spelled with `char`, tried in every spelling: true when it is an account at
   * all (support:add takes the address).
   */
  async function tryAccount(char: string, index: number) {
    const email = `a${char}b${index}@example.com`;
    if (!v.safeParse(SupportEmailSchema, email).success) return false;
    const deps = { accounts: t.supportAccounts, passwords: plainPasswords };
    await addSupportAccount(deps, email, PASSWORD);
    const key = normaliseEmail(email);
    const spelled = (await spellings(char)).map((s) => `a${s}b${index}@example.com`);

    // With the right password, exactly the spellings the rule calls this account sign in.
    // Signing in also clears the account's counter for what follows.
    const same: string[] = [];
    for (const spelling of spelled) {
      const response = await signIn(spelling, PASSWORD);
      const isSame = normaliseEmail(spelling) === key;
      expect({ spelling, signedIn: response.status === 200 }).toEqual({
        spelling,
        signedIn: isSame,
      });
      if (isSame) same.push(spelling);
    }
    expect(same).toContain(email);

    // Wrong guesses in every spelling, each tried LIMIT times: LIMIT of them in all.
    let wrong = 0;
    for (let round = 0; round < LIMIT; round += 1) {
      for (const spelling of same) {
        const response = await signIn(spelling, 'Wrong-password-1');
        expect([401, 429]).toContain(response.status);
        if (response.status === 401) wrong += 1;
      }
    }
    expect({ email, wrong }).toEqual({ email, wrong: LIMIT });
    return true;
  }

  // One account per character, about 3,000, each tried in every spelling. Accounts have
  // counters of their own, so a few are tried at once.
  it(
    `never allows more than ${LIMIT} wrong guesses per account, nor a sign-in by another spelling`,
    { timeout: 600_000 },
    async () => {
      const results: boolean[] = [];
      const queue = [...UNEVEN.entries()];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          results.push(await tryAccount(next[1], next[0]));
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect(results.filter(Boolean).length).toBeGreaterThan(1000);
    },
  );
});
