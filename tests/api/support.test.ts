import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSupportAccount, passwordFromInput } from '../../server/support/addAccount';
import { disableSupportAccount } from '../../server/support/disableAccount';
import { SupportCommandRefusal } from '../../server/support/refusal';
import { startApi } from '../../scripts/lib/stack';
import { fetchExportedTraces } from '../../scripts/lib/traceExport';
import { createPasswordHasher } from '../../server/auth/password';
import { supportPasswordProblem } from '../../server/validation/supportPassword';
import {
  jsonInit,
  registerInit,
  registerPayload,
  tracePayload,
  uniqueReference,
} from './helpers/fixtures';
import {
  createTestApp,
  JWT_SECRET,
  proofToken,
  SITE_ORIGIN,
  type TestApp,
} from './helpers/testApp';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIGN_IN = { message: 'Sign in to the support console.' };
const REFUSED = { message: 'Wrong email or password.' };
const PASSWORD = 'Replay-traces-2026';
const passwords = createPasswordHasher({ log2N: 10 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextStaff = 0;
async function supportAccount(app = t) {
  nextStaff += 1;
  const email = `staff${nextStaff}-${Math.random().toString(36).slice(2)}@example.com`;
  await addSupportAccount({ accounts: app.supportAccounts, passwords }, email, PASSWORD);
  return email;
}

const login = (body: unknown, app = t) => app.app.request('/support/login', jsonInit('POST', body));

async function supportToken(email: string): Promise<string> {
  const response = await login({ email, password: PASSWORD });
  expect(response.status).toBe(200);
  return (await response.json()).token;
}

/** Runs `scripts/<script>.ts <email>` on a PGlite folder, `input` piped to standard input. */
function runCommand(script: string, email: string, input: string, dataDir: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, email], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        PGLITE_DATA_DIR: dataDir,
        SCRYPT_LOG2_N: '10',
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

const get = (url: string, token?: string) =>
  t.app.request(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual(body);
}

// The upload token of each trace uploaded here, which a message needs to name its trace.
const uploadTokens = new Map<string, string>();

// A trace uploaded again goes with its token, as the owner's tab sends it.
async function uploadTrace(trace = tracePayload()) {
  const token = uploadTokens.get(trace.reference);
  const response = await t.app.request('/flow-traces', {
    ...jsonInit('POST', trace),
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE_ORIGIN,
      ...(token ? { 'Trace-Upload-Token': token } : {}),
    },
  });
  expect(response.status).toBe(201);
  uploadTokens.set(trace.reference, (await response.json()).uploadToken);
  return trace;
}

async function contactWith(traceReference: string) {
  const response = await t.app.request(
    '/contact',
    jsonInit('POST', {
      fullname: 'Mona Hassan',
      email: 'mona@example.com',
      message: 'The code never came.',
      traceReference,
      traceToken: uploadTokens.get(traceReference),
    }),
  );
  expect(response.status).toBe(200);
}

describe('support account passwords', () => {
  it.each([
    ['Short-1', 'The password must be at least 12 characters.'],
    ['aaaaaaaaaaaaaaaa', 'The password must mix kinds of characters'],
    ['abcdefghijklmnop', 'The password must mix kinds of characters'],
    ['ABCDEFGHIJKLMNOP', 'The password must mix kinds of characters'],
    ['1234567890123456', 'The password must mix kinds of characters'],
    ['!@#$%^&*()_+-=[]', 'The password must mix kinds of characters'],
    // What sign-in itself refuses: over its 128 characters, or control characters.
    [`${'Aa1-'.repeat(32)}x`, 'Password must be at most 128 characters.'],
    ['Replay\ttraces-2026', 'Password contains characters that are not allowed.'],
    ['', 'Password is required.'],
  ])('refuses %o', (password, problem) => {
    expect(supportPasswordProblem(password)).toMatch(problem);
  });

  it.each([
    'abcdefghijk1',
    'Replay-traces',
    'ABCDEFGHIJK-',
    'correct horse battery',
    'Aa1-'.repeat(32),
  ])('accepts %o', (password) => {
    expect(supportPasswordProblem(password)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(supportPasswordProblem('😀😀😀😀😀😀a')).toMatch('at least 12');
  });

  it('strips exactly one trailing line break from piped input', () => {
    expect(passwordFromInput('secret\n')).toBe('secret');
    expect(passwordFromInput('secret\r\n')).toBe('secret');
    expect(passwordFromInput('secret\n\n')).toBe('secret\n');
    expect(passwordFromInput(' secret ')).toBe(' secret ');
  });
});

describe('support:add', () => {
  it('creates an account, then updates its password and ends its sessions', async () => {
    const email = `new-${Math.random().toString(36).slice(2)}@example.com`;
    const deps = { accounts: t.supportAccounts, passwords };
    expect(await addSupportAccount(deps, email, PASSWORD)).toBe(`created ${email}`);
    const token = await supportToken(email);
    expect((await get('/support/traces', token)).status).toBe(200);

    const upper = email.toUpperCase();
    expect(await addSupportAccount(deps, upper, 'Another-pass-99')).toBe(`updated ${upper}`);
    await expectAnswer(await get('/support/traces', token), 401, SIGN_IN);
    await expectAnswer(await login({ email, password: PASSWORD }), 401, REFUSED);
    expect((await login({ email, password: 'Another-pass-99' })).status).toBe(200);
  });

  it('never makes an account with a password sign-in would refuse', async () => {
    const deps = { accounts: t.supportAccounts, passwords };
    const email = `long-${Math.random().toString(36).slice(2)}@example.com`;
    await expect(addSupportAccount(deps, email, `${'Aa1-'.repeat(32)}x`)).rejects.toThrow(
      'Password must be at most 128 characters.',
    );
    expect(await t.supportAccounts.findByEmail(email)).toBeUndefined();
    const longest = 'Aa1-'.repeat(32);
    expect(await addSupportAccount(deps, email, longest)).toBe(`created ${email}`);
    expect((await login({ email, password: longest })).status).toBe(200);
  });

  it('refuses a weak password or a bad email and stores nothing', async () => {
    const deps = { accounts: t.supportAccounts, passwords };
    await expect(addSupportAccount(deps, 'weak@example.com', 'password')).rejects.toThrow(
      SupportCommandRefusal,
    );
    await expect(addSupportAccount(deps, 'not-an-email', PASSWORD)).rejects.toThrow(
      'Enter a valid email address.',
    );
    expect(await t.supportAccounts.findByEmail('weak@example.com')).toBeUndefined();
  });

  // A real process on a new PGlite folder: slower than the rest on a busy machine.
  it(
    'works as a command with the password piped in, the API stopped or running',
    { timeout: 150_000 },
    async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'support-add-'));
      const dataDir = path.join(folder, 'pglite');
      const add = (email: string, input: string) =>
        runCommand('support-add', email, input, dataDir);
      const disable = (email: string) => runCommand('support-disable', email, '', dataDir);
      try {
        const weak = await add('cli@example.com', 'weakweakweakweak\n');
        expect(weak.code).toBe(1);
        expect(weak.err.trim()).toBe(
          'The password must mix kinds of characters (lower case, upper case, digits, symbols).',
        );
        const tooLong = await add('cli@example.com', `${'Aa1-'.repeat(32)}x\n`);
        expect(tooLong).toMatchObject({
          code: 1,
          err: 'Password must be at most 128 characters.\n',
        });
        const created = await add('cli@example.com', `${PASSWORD}\n`);
        expect(created).toMatchObject({ code: 0, out: 'created cli@example.com\n' });

        // With the API running on the folder, the commands go through the API's socket.
        const api = await startApi({
          siteOrigin: SITE_ORIGIN,
          authEmulatorHost: 'localhost:1',
          projectId: 'demo-tamreen',
          dataDir,
          env: { SCRYPT_LOG2_N: '10' },
        });
        const signIn = (password: string) =>
          fetch(`${api.url}/support/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'cli@example.com', password }),
          });
        try {
          const updated = await add('cli@example.com', 'Changed-while-up-7\n');
          expect(updated).toMatchObject({ code: 0, out: 'updated cli@example.com\n' });
          const refused = await add('cli@example.com', 'weakweakweakweak\n');
          expect(refused.code).toBe(1);
          const { token } = await (await signIn('Changed-while-up-7')).json();
          const traces = () =>
            fetch(`${api.url}/support/traces`, { headers: { Authorization: `Bearer ${token}` } });
          expect((await traces()).status).toBe(200);

          const disabled = await disable('cli@example.com');
          expect(disabled).toMatchObject({ code: 0, out: expect.stringMatching(/^disabled cli@/) });
          expect((await traces()).status).toBe(401);
          expect((await signIn('Changed-while-up-7')).status).toBe(401);
          const again = await add('cli@example.com', 'Back-again-2026\n');
          expect(again).toMatchObject({
            code: 0,
            out: 're-enabled cli@example.com: it was disabled and now signs in with the new password\n',
          });
          expect((await signIn('Back-again-2026')).status).toBe(200);
          expect((await traces()).status).toBe(401);
        } finally {
          await api.stop();
        }
        // And on the folder itself once the API has stopped.
        expect(await disable('cli@example.com')).toMatchObject({ code: 0 });
        const unknown = await disable('nobody@example.com');
        expect(unknown).toMatchObject({
          code: 1,
          err: 'No support account has the email nobody@example.com.\n',
        });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});

describe('POST /support/login', () => {
  it('answers a 30-minute support token, never cached', async () => {
    const email = await supportAccount();
    const response = await login({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    const claims = decodeJwt(body.token);
    const account = await t.supportAccounts.findByEmail(email);
    expect(claims).toMatchObject({ role: 'Support', sub: String(account?.id), ver: 0 });
    expect(body.expiresAt).toBe((claims.exp ?? 0) * 1000);
    const minutes = (body.expiresAt - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const email = await supportAccount();
    await expectAnswer(await login({ email, password: 'Wrong-password-1' }), 401, REFUSED);
    await expectAnswer(
      await login({ email: 'nobody@example.com', password: PASSWORD }),
      401,
      REFUSED,
    );
  });

  it('answers 400 when a field is missing', async () => {
    await expectAnswer(await login({ email: 'a@example.com' }), 400, {
      message: 'Password is required.',
    });
  });

  it('counts failures only, per address and per email', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      const email = await supportAccount(limited);
      expect((await login({ email, password: PASSWORD }, limited)).status).toBe(200);
      expect((await login({ email, password: 'Wrong-password-1' }, limited)).status).toBe(401);
      expect((await login({ email, password: 'Wrong-password-2' }, limited)).status).toBe(401);
      const refused = await login({ email, password: PASSWORD }, limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('support console sign-in', () => {
  it('refuses no token, garbage and tokens signed elsewhere (401)', async () => {
    await expectAnswer(await get('/support/traces'), 401, SIGN_IN);
    await expectAnswer(await get('/support/traces', 'garbage'), 401, SIGN_IN);
    const account = await t.supportAccounts.findByEmail(await supportAccount());
    const forged = await new SignJWT({ role: 'Support', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account?.id))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!'));
    await expectAnswer(await get('/support/traces', forged), 401, SIGN_IN);
  });

  it('refuses an expired support token (401)', async () => {
    const account = await t.supportAccounts.findByEmail(await supportAccount());
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'Support', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account?.id))
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(JWT_SECRET);
    await expectAnswer(await get('/support/traces', expired), 401, SIGN_IN);
  });

  it("refuses a business owner's token (403), and owners' routes refuse support tokens", async () => {
    const owner = registerPayload();
    const created = await t.app.request(
      '/auth/register',
      registerInit(owner, proofToken(owner.mobileNumber)),
    );
    expect(created.status).toBe(201);
    const ownerLogin = await t.app.request(
      '/auth/login',
      jsonInit('POST', { username: owner.mobileNumber, password: owner.password }),
    );
    const { token: ownerToken } = await ownerLogin.json();
    await expectAnswer(await get('/support/traces', ownerToken), 403, {
      message: 'This account cannot use the support console.',
    });
    const staffToken = await supportToken(await supportAccount());
    expect((await get('/auth/me', staffToken)).status).toBe(401);
  });
});

describe('GET /support/traces', () => {
  it('lists only traces a contact message names, newest first, without contact details', async () => {
    const token = await supportToken(await supportAccount());
    const named = await uploadTrace();
    await uploadTrace({ ...named, entries: named.entries.slice(0, 2) });
    const unnamed = await uploadTrace();
    await contactWith(named.reference);
    const later = await uploadTrace();
    await contactWith(later.reference);

    const response = await get('/support/traces', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { traces } = await response.json();
    const references = traces.map((trace: { reference: string }) => trace.reference);
    expect(references.slice(0, 2)).toEqual([later.reference, named.reference]);
    expect(references).not.toContain(unnamed.reference);
    expect(new Set(references).size).toBe(references.length);
    expect(traces[1]).toEqual({
      reference: named.reference,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      entryCount: 2,
      contactAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      locale: 'en',
      status: 'new',
    });
    const text = JSON.stringify(traces);
    for (const detail of ['Mona', 'mona@example.com', 'The code never came.']) {
      expect(text).not.toContain(detail);
    }
  });

  it('takes a limit, at most 100', async () => {
    const token = await supportToken(await supportAccount());
    for (let i = 0; i < 2; i += 1) await contactWith((await uploadTrace()).reference);
    const one = await (await get('/support/traces?limit=1', token)).json();
    expect(one.traces).toHaveLength(1);
    expect((await get('/support/traces?limit=1000', token)).status).toBe(200);
    expect((await get('/support/traces?limit=0', token)).status).toBe(400);
    expect((await get('/support/traces?limit=ten', token)).status).toBe(400);
  });

  it('pages with an offset, from 0 to 10000', async () => {
    const token = await supportToken(await supportAccount());
    for (let i = 0; i < 3; i += 1) await contactWith((await uploadTrace()).reference);
    const references = async (query: string) => {
      const response = await get(`/support/traces?${query}`, token);
      expect(response.status).toBe(200);
      const { traces } = await response.json();
      return traces.map((trace: { reference: string }) => trace.reference);
    };
    const first = await references('limit=3');
    expect(first).toHaveLength(3);
    expect(await references('limit=2&offset=1')).toEqual(first.slice(1, 3));
    expect(await references('limit=1&offset=0')).toEqual(first.slice(0, 1));
    expect(await references('limit=1&offset=10000')).toEqual([]);
    for (const offset of ['-1', '10001', '1.5', 'two']) {
      await expectAnswer(await get(`/support/traces?offset=${offset}`, token), 400, {
        message: 'The offset must be a whole number from 0 to 10000.',
      });
    }
  });
});

describe('GET /support/traces, filtered', () => {
  // Three kept traces: a wrong code in Arabic (in progress), a refused form, and a reset.
  async function keptThree() {
    const wrongCode = await uploadTrace(
      tracePayload({
        locale: 'ar',
        entries: [
          ...tracePayload().entries.slice(0, 2),
          {
            machine: 'signup.phoneCode',
            event: 'xstate.error.actor.confirmCode',
            from: 'verifying',
            to: 'waiting.coolingDown',
            t: 2000,
            outcome: 'auth/invalid-code',
          },
        ],
      }),
    );
    const refusedForm = await uploadTrace(tracePayload());
    const reset = await uploadTrace(
      tracePayload({
        entries: [
          {
            machine: 'reset',
            event: 'phone.submit',
            from: 'enteringPhone',
            to: 'verifyingPhone.sending',
            t: 0,
          },
        ],
      }),
    );
    for (const kept of [wrongCode, refusedForm, reset]) await contactWith(kept.reference);
    return { wrongCode, refusedForm, reset };
  }

  it('narrows by status, failure, state, machine, language, day and reference', async () => {
    const token = await supportToken(await supportAccount());
    const { wrongCode, refusedForm, reset } = await keptThree();
    const setStatus = await t.app.request(`/support/traces/${wrongCode.reference}/status`, {
      ...jsonInit('PUT', { status: 'in-progress' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(setStatus.status).toBe(200);
    const ours = [wrongCode.reference, refusedForm.reference, reset.reference];
    // Other suites share the database: only these three are looked at.
    const found = async (query: string) => {
      const response = await get(`/support/traces?limit=100&${query}`, token);
      expect(response.status).toBe(200);
      const { traces } = await response.json();
      return traces
        .map((trace: { reference: string }) => trace.reference)
        .filter((reference: string) => ours.includes(reference))
        .sort();
    };
    const sorted = (...refs: string[]) => refs.sort();
    expect(await found('')).toEqual(sorted(...ours));
    expect(await found('status=in-progress')).toEqual([wrongCode.reference]);
    expect(await found('status=new')).toEqual(sorted(refusedForm.reference, reset.reference));
    expect(await found('failure=auth/invalid-code')).toEqual([wrongCode.reference]);
    expect(
      await found('machine=signup.phoneCode&state=verifying&failure=auth/invalid-code'),
    ).toEqual([wrongCode.reference]);
    // The failure happened in `verifying`, not while sending.
    expect(await found('machine=signup.phoneCode&state=sending&failure=auth/invalid-code')).toEqual(
      [],
    );
    expect(await found('machine=signup&state=editing.idle')).toEqual(
      sorted(wrongCode.reference, refusedForm.reference),
    );
    expect(await found('machine=reset')).toEqual([reset.reference]);
    // A compound state takes the steps within it.
    expect(await found('machine=reset&state=verifyingPhone')).toEqual([reset.reference]);
    expect(await found('machine=signup.phoneCode&state=waiting&failure=auth/invalid-code')).toEqual(
      [],
    );
    expect(await found('locale=ar')).toEqual([wrongCode.reference]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await found(`from=${today}&to=${today}`)).toEqual(sorted(...ours));
    expect(await found('to=2020-01-01')).toEqual([]);
    expect(await found(`reference=${reset.reference.slice(0, 6).toLowerCase()}`)).toEqual([
      reset.reference,
    ]);
  });

  it('refuses what is not on the closed lists, saying which, never echoing it', async () => {
    const token = await supportToken(await supportAccount());
    for (const [query, said] of [
      ['status=lost', 'The status must be one of new, in-progress, resolved.'],
      ['failure=ahmed@nile.example', 'No failure has that code.'],
      ['machine=checkout', 'No flow machine has that name.'],
      ['state=ahmed', 'No flow machine has that state.'],
      ['machine=reset&state=registering.locating', 'No flow machine has that state.'],
      ['locale=fr', 'The language must be one of en, ar.'],
      ['from=2026-13-01', 'A day is written YYYY-MM-DD, and must exist.'],
      // Days the pattern allows and PostgreSQL refuses: a 400, never a 500.
      ['from=2026-02-31', 'A day is written YYYY-MM-DD, and must exist.'],
      ['to=2026-02-30', 'A day is written YYYY-MM-DD, and must exist.'],
      ['from=0000-01-01', 'A day is written YYYY-MM-DD, and must exist.'],
      [
        'from=2026-11-02&to=2026-11-01',
        'The range runs forward: its first day comes before its last.',
      ],
      ['reference=K7Q%25', 'A reference is letters and digits, like K7QM-2XDA.'],
    ] as const) {
      const response = await get(`/support/traces?${query}`, token);
      expect(response.status, query).toBe(400);
      expect((await response.json()).message, query).toBe(said);
    }
  });
});

describe('GET /support/traces/:reference', () => {
  it("answers the tab's latest upload and records who opened it", async () => {
    const email = await supportAccount();
    const account = await t.supportAccounts.findByEmail(email);
    const token = await supportToken(email);
    const first = await uploadTrace();
    const newest = await uploadTrace({ ...first, entries: first.entries.slice(0, 1) });

    const response = await get(`/support/traces/${first.reference}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      reference: first.reference,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      trace: newest,
      case: { status: 'new', notes: [] },
    });
    const audit = await t.db.query<{ support_account_id: number; viewed_at: Date }>(
      'SELECT support_account_id, viewed_at FROM support_audit WHERE reference = $1',
      [first.reference],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].support_account_id).toBe(account?.id);
    expect(Date.now() - new Date(audit[0].viewed_at).getTime()).toBeLessThan(60_000);
  });

  it('answers 404 for an unknown reference and 400 for a malformed one, auditing neither', async () => {
    const token = await supportToken(await supportAccount());
    const unknown = uniqueReference();
    await expectAnswer(await get(`/support/traces/${unknown}`, token), 404, {
      message: 'No trace with this reference.',
    });
    const malformed = await get('/support/traces/not-a-ref', token);
    expect(malformed.status).toBe(400);
    expect(Object.keys(await malformed.json())).toEqual(['message']);
    const audit = await t.db.query('SELECT 1 FROM support_audit WHERE reference IN ($1, $2)', [
      unknown,
      'not-a-ref',
    ]);
    expect(audit).toEqual([]);
  });

  it('needs a support token', async () => {
    const trace = await uploadTrace();
    await expectAnswer(await get(`/support/traces/${trace.reference}`), 401, SIGN_IN);
  });
});

describe('GET /support/traces/export', () => {
  it('needs a support token', async () => {
    await uploadTrace();
    await expectAnswer(await get('/support/traces/export'), 401, SIGN_IN);
    await expectAnswer(await get('/support/traces/export', 'not-a-token'), 401, SIGN_IN);
  });

  it('answers whole traces, with a message or without, and audits each one', async () => {
    const email = await supportAccount();
    const account = await t.supportAccounts.findByEmail(email);
    const token = await supportToken(email);
    const unnamed = await uploadTrace();
    const named = await uploadTrace();
    await contactWith(named.reference);

    const response = await get('/support/traces/export?limit=2', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      traces: [named, unnamed].map((trace) => ({
        reference: trace.reference,
        uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        trace,
      })),
    });
    const audit = await t.db.query<{ reference: string }>(
      'SELECT reference FROM support_audit WHERE support_account_id = $1 ORDER BY reference',
      [account?.id],
    );
    expect(audit.map((row) => row.reference)).toEqual([named.reference, unnamed.reference].sort());
  });

  // More stored traces than one page holds; returns how many there are.
  async function overOnePage(): Promise<number> {
    const held = async () => {
      const [row] = await t.db.query<{ held: number }>(
        'SELECT count(*)::integer AS held FROM flow_traces',
      );
      return row.held;
    };
    for (let n = await held(); n <= 100; n += 1) await uploadTrace();
    return held();
  }

  it('pages with the list bounds: at most 100 a page, offsets from 0 to 10000', async () => {
    const token = await supportToken(await supportAccount());
    await overOnePage();
    const references = async (query: string) => {
      const response = await get(`/support/traces/export?${query}`, token);
      expect(response.status).toBe(200);
      const { traces } = await response.json();
      return traces.map((trace: { reference: string }) => trace.reference);
    };
    expect(await references('limit=1000')).toHaveLength(100);
    expect(await references('')).toHaveLength(50);
    const first = await references('limit=3');
    expect(await references('limit=2&offset=1')).toEqual(first.slice(1, 3));
    expect(await references('limit=1&offset=10000')).toEqual([]);
    for (const limit of ['0', '-1', 'ten']) {
      expect((await get(`/support/traces/export?limit=${limit}`, token)).status).toBe(400);
    }
    for (const offset of ['-1', '10001', '1.5']) {
      await expectAnswer(await get(`/support/traces/export?offset=${offset}`, token), 400, {
        message: 'The offset must be a whole number from 0 to 10000.',
      });
    }
  });

  it('is read whole, page by page, by npm run trace:coverage', async () => {
    const token = await supportToken(await supportAccount());
    const held = await overOnePage();
    const exported = await fetchExportedTraces('http://api.test/', token, async (url, init) =>
      t.app.request(url.href, init),
    );
    expect(exported).toMatchObject({ unreadable: [], truncated: false });
    expect(new Set(exported.traces.map((e) => e.reference)).size).toBe(held);
    await expect(
      fetchExportedTraces('http://api.test/', 'not-a-token', async (url, init) =>
        t.app.request(url.href, init),
      ),
    ).rejects.toThrow(/answered 401/);
  });
});

describe('POST /support/logout', () => {
  const logout = (token?: string) =>
    t.app.request('/support/logout', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });

  it('revokes the token it is sent and no other, answering 204', async () => {
    const email = await supportAccount();
    const token = await supportToken(email);
    const elsewhere = await supportToken(email);
    const response = await logout(token);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    await expectAnswer(await get('/support/traces', token), 401, SIGN_IN);
    await expectAnswer(await logout(token), 401, SIGN_IN);
    // The same person signed in in another tab stays signed in there.
    expect((await get('/support/traces', elsewhere)).status).toBe(200);
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('keeps a revocation only until the token would have expired anyway', async () => {
    const token = await supportToken(await supportAccount());
    expect((await logout(token)).status).toBe(204);
    const rows = await t.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM revoked_support_tokens WHERE token_id = $1',
      [decodeJwt(token).jti],
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].expires_at).getTime()).toBe((decodeJwt(token).exp ?? 0) * 1000);
    await t.db.query(
      `INSERT INTO revoked_support_tokens (token_id, expires_at)
       VALUES ('long-gone', now() - interval '1 minute')`,
    );
    expect((await logout(await supportToken(await supportAccount()))).status).toBe(204);
    expect(
      await t.db.query("SELECT 1 FROM revoked_support_tokens WHERE token_id = 'long-gone'"),
    ).toEqual([]);
  });

  it('needs a support token', async () => {
    await expectAnswer(await logout(), 401, SIGN_IN);
  });

  it('refuses a support token without its own id, which could not be signed out alone', async () => {
    const account = await t.supportAccounts.findByEmail(await supportAccount());
    const noId = await new SignJWT({ role: 'Support', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account?.id))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(JWT_SECRET);
    await expectAnswer(await get('/support/traces', noId), 401, SIGN_IN);
  });
});

describe('support:disable', () => {
  it('ends every token at once and refuses sign-in, keeping the account and its audit', async () => {
    const email = await supportAccount();
    const account = await t.supportAccounts.findByEmail(email);
    const token = await supportToken(email);
    const trace = await uploadTrace();
    expect((await get(`/support/traces/${trace.reference}`, token)).status).toBe(200);

    const deps = { accounts: t.supportAccounts };
    expect(await disableSupportAccount(deps, email.toUpperCase())).toMatch(
      `disabled ${email.toUpperCase()}: its sessions have ended and it cannot sign in`,
    );
    await expectAnswer(await get('/support/traces', token), 401, SIGN_IN);
    await expectAnswer(await login({ email, password: PASSWORD }), 401, REFUSED);
    const audit = await t.db.query<{ support_account_id: number }>(
      'SELECT support_account_id FROM support_audit WHERE reference = $1',
      [trace.reference],
    );
    expect(audit).toEqual([{ support_account_id: account?.id }]);
    expect(await t.supportAccounts.findById(account?.id ?? 0)).toMatchObject({
      email,
      disabled: true,
    });

    // support:add gives it back, with the new password only; the old tokens stay refused.
    const back = await addSupportAccount(
      { accounts: t.supportAccounts, passwords },
      email,
      'Back-in-2026!',
    );
    expect(back).toBe(
      `re-enabled ${email}: it was disabled and now signs in with the new password`,
    );
    await expectAnswer(await login({ email, password: PASSWORD }), 401, REFUSED);
    expect((await login({ email, password: 'Back-in-2026!' })).status).toBe(200);
    await expectAnswer(await get('/support/traces', token), 401, SIGN_IN);
    expect((await t.supportAccounts.findById(account?.id ?? 0))?.disabled).toBe(false);
  });

  it('says so when no account has the email', async () => {
    await expect(
      disableSupportAccount({ accounts: t.supportAccounts }, 'nobody-here@example.com'),
    ).rejects.toThrow(
      new SupportCommandRefusal('No support account has the email nobody-here@example.com.'),
    );
  });
});

describe('tokens carry and require exp', () => {
  async function ownerToken() {
    const owner = registerPayload();
    const created = await t.app.request(
      '/auth/register',
      registerInit(owner, proofToken(owner.mobileNumber)),
    );
    expect(created.status).toBe(201);
    const response = await t.app.request(
      '/auth/login',
      jsonInit('POST', { username: owner.mobileNumber, password: owner.password }),
    );
    return (await response.json()).token as string;
  }

  it('issues owner and support tokens with exp', async () => {
    expect(decodeJwt(await ownerToken()).exp).toEqual(expect.any(Number));
    const support = decodeJwt(await supportToken(await supportAccount()));
    expect(support.exp).toEqual(expect.any(Number));
    expect(support.jti).toMatch(/^[\w-]{36}$/);
  });

  it("refuses an owner's token signed with the real secret but without exp", async () => {
    const claims = decodeJwt(await ownerToken());
    const endless = await new SignJWT({
      roles: claims.roles,
      phone_number: claims.phone_number,
      ver: claims.ver,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .sign(JWT_SECRET);
    const me = await get('/auth/me', endless);
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: 'Your session has ended. Please login again.' });
    // Nor is it taken for an owner's token at the support console (401, not 403).
    await expectAnswer(await get('/support/traces', endless), 401, SIGN_IN);
  });

  it('refuses a support token signed with the real secret but without exp', async () => {
    const claims = decodeJwt(await supportToken(await supportAccount()));
    const endless = await new SignJWT({ role: 'Support', ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setJti('endless-token')
      .setIssuedAt()
      .sign(JWT_SECRET);
    await expectAnswer(await get('/support/traces', endless), 401, SIGN_IN);
  });
});

describe('a kept trace as a case: status and notes', () => {
  const send = (method: string, url: string, body: unknown, token?: string) =>
    t.app.request(url, {
      ...jsonInit(method, body),
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });

  it('starts new; a status set and notes written show on the trace, with who and when, audited', async () => {
    const email = await supportAccount();
    const token = await supportToken(email);
    const { reference } = await uploadTrace();
    const opened = async () =>
      (await (await get(`/support/traces/${reference}`, token)).json()).case;
    expect(await opened()).toEqual({ status: 'new', notes: [] });

    const status = await send(
      'PUT',
      `/support/traces/${reference}/status`,
      { status: 'in-progress' },
      token,
    );
    await expectAnswer(status, 200, { status: 'in-progress' });
    // Markup is kept as the text it is: the console shows it as text.
    const written = await send(
      'POST',
      `/support/traces/${reference}/notes`,
      { text: '  Called back; <b>code</b> expired twice.  ' },
      token,
    );
    expect(written.status).toBe(201);
    const note = await written.json();
    expect(note).toEqual({
      text: 'Called back; <b>code</b> expired twice.',
      by: email,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await send('PUT', `/support/traces/${reference}/status`, { status: 'resolved' }, token);
    expect(await opened()).toEqual({ status: 'resolved', notes: [note] });

    const audit = await t.db.query<{ action: string; detail: string | null }>(
      `SELECT action, detail FROM support_audit WHERE reference = $1 ORDER BY id`,
      [reference],
    );
    expect(audit.map((row) => row.action)).toEqual(['view', 'status', 'note', 'status', 'view']);
    expect(audit.filter((row) => row.action === 'status').map((row) => row.detail)).toEqual([
      'in-progress',
      'resolved',
    ]);
  });

  it('refuses what is not a status or a note, a trace it does not have, and anyone but support', async () => {
    const token = await supportToken(await supportAccount());
    const { reference } = await uploadTrace();
    const status = (body: unknown, ref = reference, bearer: string | null = token) =>
      send('PUT', `/support/traces/${ref}/status`, body, bearer ?? undefined);
    const note = (body: unknown, ref = reference) =>
      send('POST', `/support/traces/${ref}/notes`, body, token);
    await expectAnswer(await status({ status: 'closed' }), 400, {
      message: 'The status must be one of new, in-progress, resolved.',
    });
    await expectAnswer(await note({ text: '   ' }), 400, { message: 'Write the note first.' });
    await expectAnswer(await note({ text: 'x'.repeat(2001) }), 400, {
      message: 'A note holds at most 2000 characters.',
    });
    await expectAnswer(await note({ text: 42 }), 400, { message: 'Write the note as text.' });
    // The one text rule: nothing that hides or rearranges what the note says, nothing that
    // cannot be stored as written. Line breaks stay.
    for (const text of ['Call\u0000back', 'Bell\u0007', 'paid \u202Edias', 'lone \ud800 half'])
      await expectAnswer(await note({ text }), 400, {
        message: 'The note contains characters that are not allowed.',
      });
    const unknown = uniqueReference();
    await expectAnswer(await status({ status: 'resolved' }, unknown), 404, {
      message: 'No trace with this reference.',
    });
    await expectAnswer(await note({ text: 'Hello' }, unknown), 404, {
      message: 'No trace with this reference.',
    });
    await expectAnswer(await status({ status: 'resolved' }, 'not-a-ref'), 400, {
      message: 'A reference is 8 letters and digits, like K7QM-2XDA.',
    });
    expect((await status({ status: 'resolved' }, reference, null)).status).toBe(401);
    const unchanged = await (await get(`/support/traces/${reference}`, token)).json();
    expect(unchanged.case).toEqual({ status: 'new', notes: [] });
    // A note over several lines is what the rule lets through.
    expect((await note({ text: 'Called back.\nSolved.' })).status).toBe(201);
  });

  it('takes at most 100 notes on one trace', async () => {
    const token = await supportToken(await supportAccount());
    const { reference } = await uploadTrace();
    for (let i = 0; i < 100; i += 1)
      expect(
        (await send('POST', `/support/traces/${reference}/notes`, { text: `Note ${i}` }, token))
          .status,
      ).toBe(201);
    await expectAnswer(
      await send('POST', `/support/traces/${reference}/notes`, { text: 'One more' }, token),
      409,
      { message: 'A trace takes at most 100 notes.' },
    );
  });
});
