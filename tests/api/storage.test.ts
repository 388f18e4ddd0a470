import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnGroup, waitForHttp, type SpawnedGroup } from '../../scripts/lib/processGroup';
import { freePort, startApi, type ApiOptions } from '../../scripts/lib/stack';
import { createContactStore } from '../../server/db/contactStore';
import { lockDataFolder, STALE_MS } from '../../server/db/folderLock';
import { migrate } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/openDatabase';
import { openPglite } from '../../server/db/pgliteClient';
import type { SqlClient } from '../../server/db/sqlClient';
import { SITE_ORIGIN } from './helpers/testApp';

// The PGlite folder is one process's (a lock next to it), a new one appears complete or not
// at all, and migrations run once however many instances start together. Real API
// processes, killed and restarted; no Auth emulator (the API contacts it only for resets).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_ENTRY = path.join(ROOT, 'server/index.ts');
const HOLD_FOLDER = path.join(ROOT, 'tests/api/helpers/holdDataFolder.ts');
const IN_USE =
  /The database folder (.+) is in use by process (\d+) on host (\S+) \(since (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)\)\. Stop that process or set PGLITE_DATA_DIR to another folder\./;

let root: string;
let authEmulatorHost: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'api-storage-'));
  authEmulatorHost = `127.0.0.1:${await freePort()}`;
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A folder path for a database that does not exist yet, in a folder of its own. */
async function newDataDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(root, 'db-')), 'pglite');
}

function apiOptions(dataDir: string, onLine?: (line: string) => void): ApiOptions {
  return {
    siteOrigin: SITE_ORIGIN,
    authEmulatorHost,
    projectId: 'demo-tamreen',
    dataDir,
    testRoutes: true,
    env: { SCRYPT_LOG2_N: '10' },
    onLine,
  };
}

/** The API as startApi runs it, without waiting for it: for a pid, an exit code, a kill -9. */
function spawnApi(
  dataDir: string,
  port: number,
  lines: string[],
  env: Record<string, string> = {},
): SpawnedGroup {
  return spawnGroup(process.execPath, ['--import', 'tsx', API_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      SITE_ORIGIN,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      FIREBASE_PROJECT_ID: 'demo-tamreen',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      ENABLE_TEST_ROUTES: '1',
      SCRYPT_LOG2_N: '10',
      ...env,
    },
    onLine: (line) => lines.push(line),
  });
}

function killGroup(group: SpawnedGroup): Promise<unknown> {
  try {
    process.kill(-(group.child.pid ?? 0), 'SIGKILL');
  } catch {
    // Already gone.
  }
  return group.exited;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls (every few ms) until `probe` holds; fails if `group` exits first. */
async function waitUntil(
  probe: () => boolean | Promise<boolean>,
  what: string,
  group?: SpawnedGroup,
): Promise<void> {
  let exited = false;
  void group?.exited.then(() => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!(await probe())) {
    if (exited) throw new Error(`exited before ${what}:\n${group?.recentOutput()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Names next to the database folder that belong to it (lock, owner record, init folders). */
async function leftovers(dataDir: string): Promise<string[]> {
  const base = path.basename(dataDir);
  const names = await readdir(path.dirname(dataDir));
  return names.filter((name) => name !== base && name.startsWith(base)).sort();
}

async function initFolder(dataDir: string): Promise<string | undefined> {
  const name = (await leftovers(dataDir)).find((entry) => entry.includes('.init-'));
  return name && path.join(path.dirname(dataDir), name);
}

function postContact(url: string, email: string, text: string): Promise<Response> {
  return fetch(`${url}/contact`, {
    method: 'POST',
    body: new URLSearchParams({ fullname: 'Mona Hassan', email, message: text }),
  });
}

async function storedMessages(url: string, email: string): Promise<string[]> {
  const response = await fetch(`${url}/__test/contact-messages?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { messages: { message: string }[] };
  return body.messages.map((row) => row.message).sort();
}

/** The message a promise rejects with ('' when it resolves). */
function rejection(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

/** Runs the lock-holding fixture and waits until it holds `folder`. */
async function holdFolder(folder: string): Promise<{ group: SpawnedGroup; pid: number }> {
  const group = spawnGroup(process.execPath, ['--import', 'tsx', HOLD_FOLDER, folder], {
    cwd: ROOT,
  });
  let pid = 0;
  await waitUntil(
    () => {
      pid = Number(/locked (\d+)/.exec(group.recentOutput())?.[1] ?? 0);
      return pid > 0;
    },
    'the fixture holds the folder',
    group,
  );
  return { group, pid };
}

describe('two API processes on one PGlite folder', () => {
  it('refuses the second before it answers, naming the folder and the first process; the first keeps its data', async () => {
    const dataDir = await newDataDir();
    const first = await startApi(apiOptions(dataDir));
    let firstRunning = true;
    try {
      const lines: string[] = [];
      const port = await freePort();
      const second = spawnApi(dataDir, port, lines);
      await expect(
        waitForHttp(`http://127.0.0.1:${port}/health`, second, 'second API', undefined, 60_000),
      ).rejects.toThrow(/exited before it was ready/);
      expect(await second.exited).not.toBe(0);

      const refusal = IN_USE.exec(lines.join('\n'));
      expect(refusal, lines.join('\n')).not.toBeNull();
      const [, folder, pid, host] = refusal ?? [];
      expect(folder).toBe(dataDir);
      expect(host).toBe(os.hostname());
      const ownerPid = Number(pid);
      expect(ownerPid).not.toBe(second.child.pid);
      expect(isAlive(ownerPid)).toBe(true);

      expect((await fetch(`${first.url}/health`)).status).toBe(200);
      const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
      const texts = ['one', 'two', 'three', 'four', 'five'];
      for (const text of texts)
        expect((await postContact(first.url, email, text)).status).toBe(200);

      await first.stop();
      firstRunning = false;
      // The process named in the refusal was the first API: it ended with it.
      expect(isAlive(ownerPid)).toBe(false);

      const restarted = await startApi(apiOptions(dataDir));
      try {
        expect(await storedMessages(restarted.url, email)).toEqual([...texts].sort());
      } finally {
        await restarted.stop();
      }
      expect(await leftovers(dataDir)).toEqual([]);
    } finally {
      if (firstRunning) await first.stop();
    }
  }, 120_000);
});

describe('kill -9 during the first start on a new folder', () => {
  const moments: [string, (dataDir: string, group: SpawnedGroup) => Promise<void>][] = [
    ['as soon as it is spawned', async () => {}],
    [
      'right after it takes the folder lock',
      (dataDir, group) => waitUntil(() => existsSync(`${dataDir}.lock`), 'the lock', group),
    ],
    [
      'half-way through building the database in its temporary folder',
      (dataDir, group) =>
        waitUntil(
          async () => {
            const folder = await initFolder(dataDir);
            return !!folder && existsSync(path.join(folder, 'PG_VERSION'));
          },
          'a temporary folder with PG_VERSION',
          group,
        ),
    ],
    [
      'once the new database is in place, before it answers',
      (dataDir, group) => waitUntil(() => existsSync(dataDir), 'the database folder', group),
    ],
  ];

  it.each(moments)(
    'killed %s, the next start serves and keeps a write',
    async (_moment, reached) => {
      const dataDir = await newDataDir();
      const group = spawnApi(dataDir, await freePort(), []);
      try {
        await reached(dataDir, group);
      } finally {
        await killGroup(group);
      }
      // Either no database folder, or a complete one: the next start must work either way.
      const api = await startApi(apiOptions(dataDir));
      const email = `after-kill-${randomBytes(4).toString('hex')}@example.com`;
      try {
        expect((await fetch(`${api.url}/health`)).status).toBe(200);
        expect((await postContact(api.url, email, 'still here')).status).toBe(200);
      } finally {
        await api.stop();
      }
      // Stopping released the folder, nothing of the crash is left, and the write is kept.
      expect(await leftovers(dataDir)).toEqual([]);
      const db = await openDatabase({ pgliteDataDir: dataDir });
      try {
        const messages = await createContactStore(db).list({ email });
        expect(messages.map((row) => row.message)).toEqual(['still here']);
      } finally {
        await db.close();
      }
    },
    90_000,
  );
});

describe('kill -9 under load', () => {
  it('loses no write the API acknowledged', async () => {
    const dataDir = await newDataDir();
    const port = await freePort();
    const group = spawnApi(dataDir, port, [], { RATE_LIMIT_MAX: '100000' });
    const url = `http://127.0.0.1:${port}`;
    const email = `under-load-${randomBytes(4).toString('hex')}@example.com`;
    const acknowledged: string[] = [];
    try {
      await waitForHttp(`${url}/health`, group, 'API');
      let sent = 0;
      let stop = false;
      // Eight writers at once; the process is killed while their requests are in flight.
      const writers = Array.from({ length: 8 }, async () => {
        while (!stop && sent < 2000) {
          const text = `write ${sent++}`;
          const response = await postContact(url, email, text).catch(() => undefined);
          if (response?.status === 200) acknowledged.push(text);
        }
      });
      await waitUntil(() => acknowledged.length >= 60, '60 acknowledged writes', group);
      await killGroup(group);
      stop = true;
      await Promise.all(writers);
    } finally {
      await killGroup(group);
    }
    const api = await startApi(apiOptions(dataDir));
    try {
      const stored = await storedMessages(api.url, email);
      expect(acknowledged.length).toBeGreaterThanOrEqual(60);
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      await api.stop();
    }
  }, 120_000);
});

describe('the PGlite folder lock', () => {
  it('refuses a second open in the same process, and allows it again after close()', async () => {
    const dataDir = await newDataDir();
    const db = await openDatabase({ pgliteDataDir: dataDir });
    let open = true;
    try {
      const second = openDatabase({ pgliteDataDir: dataDir });
      await expect(second).rejects.toThrow(IN_USE);
      const message = await rejection(second);
      expect(IN_USE.exec(message)?.slice(1, 4)).toEqual([
        dataDir,
        String(process.pid),
        os.hostname(),
      ]);
      await createContactStore(db).add({ fullname: 'A', email: 'a@example.com', message: 'kept' });
      await db.close();
      open = false;
      const again = await openDatabase({ pgliteDataDir: dataDir });
      try {
        const rows = await createContactStore(again).list({ email: 'a@example.com' });
        expect(rows.map((row) => row.message)).toEqual(['kept']);
      } finally {
        await again.close();
      }
      expect(await leftovers(dataDir)).toEqual([]);
    } finally {
      if (open) await db.close();
    }
  }, 60_000);

  it('refuses while another live process holds the folder, naming that process', async () => {
    const dataDir = await newDataDir();
    const holder = await holdFolder(dataDir);
    try {
      const started = Date.now();
      const attempt = lockDataFolder(dataDir);
      await expect(attempt).rejects.toThrow(IN_USE);
      const message = await rejection(attempt);
      expect(IN_USE.exec(message)?.[2]).toBe(String(holder.pid));
      // It sees the holder keep its lock fresh, well before the lock could count as stale.
      expect(Date.now() - started).toBeLessThan(STALE_MS);
    } finally {
      await killGroup(holder.group);
    }
  }, 60_000);

  it('takes the folder over at once when the owner record names a process that has died', async () => {
    const dataDir = await newDataDir();
    const holder = await holdFolder(dataDir);
    await killGroup(holder.group);
    // kill -9 left the lock and an owner record naming the dead process.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const owner = JSON.parse(await readFile(`${dataDir}.owner.json`, 'utf8')) as { pid: number };
    expect(owner.pid).toBe(holder.pid);
    expect(isAlive(holder.pid)).toBe(false);

    const started = Date.now();
    const lock = await lockDataFolder(dataDir);
    expect(Date.now() - started).toBeLessThan(2000);
    await lock.release();
    const db = await openDatabase({ pgliteDataDir: dataDir });
    await db.close();
    expect(await leftovers(dataDir)).toEqual([]);
  }, 60_000);

  it('stops a holder whose lock was taken away rather than let it write on', async () => {
    const dataDir = await newDataDir();
    const holder = await holdFolder(dataDir);
    try {
      await rm(`${dataDir}.lock`, { recursive: true });
      expect(await holder.group.exited).toBe(1);
      expect(holder.group.recentOutput()).toContain(
        `Lost the lock on the database folder ${dataDir}`,
      );
    } finally {
      await killGroup(holder.group);
    }
  }, 30_000);

  it('takes over a lock that nobody keeps fresh once it is stale', async () => {
    const dataDir = await newDataDir();
    // A lock without an owner record (a crash right after taking it), untouched for a minute.
    await mkdir(`${dataDir}.lock`);
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${dataDir}.lock`, minuteAgo, minuteAgo);
    const started = Date.now();
    const lock = await lockDataFolder(dataDir);
    expect(Date.now() - started).toBeLessThan(2000);
    await lock.release();
    expect(await leftovers(dataDir)).toEqual([]);
  });
});

describe('migrations', () => {
  async function appliedIds(db: SqlClient): Promise<number[]> {
    const rows = await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    return rows.map((row) => row.id);
  }

  it('records each migration exactly once when several instances migrate at once', async () => {
    const reference = await openDatabase({ pgliteDataDir: 'memory://' });
    const expected = await appliedIds(reference);
    await reference.close();
    expect(expected.length).toBeGreaterThan(0);

    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (databaseUrl) {
      // A schema of its own, so the race starts from an empty database; the advisory lock is
      // the database's, so it is the same lock the real tables are migrated under.
      const schema = `migrate_race_${randomBytes(4).toString('hex')}`;
      const admin = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
      await admin.exec(`CREATE SCHEMA ${schema}`);
      const scoped = new URL(databaseUrl);
      scoped.searchParams.set('options', `-c search_path=${schema}`);
      try {
        // Each openDatabase migrates: six instances starting together.
        const instances = await Promise.all(
          Array.from({ length: 6 }, () =>
            openDatabase({ databaseUrl: scoped.toString(), pgliteDataDir: 'memory://' }),
          ),
        );
        try {
          await Promise.all(instances.map((db) => migrate(db)));
          expect(await appliedIds(instances[0])).toEqual(expected);
          const [{ schemaName }] = await instances[0].query<{ schemaName: string }>(
            `SELECT schemaname AS "schemaName" FROM pg_tables WHERE tablename = 'schema_migrations'
             AND schemaname = $1`,
            [schema],
          );
          expect(schemaName).toBe(schema);
        } finally {
          await Promise.all(instances.map((db) => db.close()));
        }
      } finally {
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        await admin.close();
      }
    } else {
      // PGlite runs one transaction at a time: this checks that migrating again and again,
      // concurrently, on a fresh database is harmless.
      const db = await openPglite('memory://');
      try {
        await Promise.all(Array.from({ length: 6 }, () => migrate(db)));
        expect(await appliedIds(db)).toEqual(expected);
      } finally {
        await db.close();
      }
    }
  }, 60_000);
});
