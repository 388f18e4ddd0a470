import { randomBytes } from 'node:crypto';
import { mkdir, open, opendir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './folderLock';
import type { SqlClient } from './sqlClient';

export interface PgliteOptions {
  /** Runs on a brand-new database before it is put in place (the migrations). */
  prepare?: (db: SqlClient) => Promise<void>;
}

const INIT_MARK = '.init-';

/**
 * Embedded PostgreSQL: files under `dataDir`, or in memory for `memory://`. A folder is
 * used by one process at a time (see folderLock.ts), and a new one appears complete or not
 * at all: it is built in a temporary sibling folder and renamed into place.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<SqlClient> {
  if (dataDir.startsWith('memory://')) return wrap(await PGlite.create(), async () => {});
  const lock = await lockDataFolder(dataDir);
  try {
    await removeUnfinishedStarts(lock.folder);
    if (!(await holdsAnything(lock.folder))) {
      await createDatabase(lock.folder, options);
      returnMemoryOfClosedDatabase();
    }
    return wrap(await openExisting(lock.folder, dataDir), lock.release);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

function wrap(db: PGlite, release: () => Promise<void>): SqlClient {
  return {
    async query<Row>(text: string, params?: unknown[]) {
      return (await db.query<Row>(text, params)).rows;
    },
    async exec(text) {
      await db.exec(text);
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params?: unknown[]) =>
            (await tx.query<Row>(text, params)).rows,
          exec: async (text: string) => {
            await tx.exec(text);
          },
        }),
      );
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        await release();
      }
    },
  };
}

/**
 * Temporary folders of a first start that was interrupted (a crash, kill -9). Only called
 * with the lock held, so no other process is building one right now.
 */
async function removeUnfinishedStarts(folder: string): Promise<void> {
  const prefix = `${path.basename(folder)}${INIT_MARK}`;
  const parent = path.dirname(folder);
  for (const name of await readdir(parent)) {
    if (!name.startsWith(prefix)) continue;
    console.log(`[api] removing ${path.join(parent, name)}, left by an interrupted first start`);
    await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

/** False when the folder is missing or empty: then there is no database to keep. */
async function holdsAnything(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Builds a new database in `<folder>.init-<pid>-<random>`, prepares (migrates) it, writes it
 * to disk and renames it to `folder`: a crash at any moment leaves either no database folder
 * (the next start removes the temporary one and begins again) or a complete one.
 */
async function createDatabase(folder: string, options: PgliteOptions): Promise<void> {
  const temporary = `${folder}${INIT_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(temporary);
    const db = await PGlite.create(temporary);
    try {
      await options.prepare?.(wrap(db, async () => {}));
    } finally {
      await db.close();
    }
    await syncTree(temporary);
    await rmdir(folder).catch(() => undefined); // an empty folder counts as none
    await rename(temporary, folder);
    await syncPath(path.dirname(folder));
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A closed PGlite's WebAssembly memory (~300 MB) goes back only when collected, which V8 may put
 * off until after the real database has been opened beside it: collect it now, so a first start
 * peaks no higher than any later one.
 */
function returnMemoryOfClosedDatabase(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function openExisting(folder: string, dataDir: string): Promise<PGlite> {
  try {
    return await PGlite.create(folder);
  } catch (error) {
    // Older versions created the database in place, so one killed during its first start
    // left a half-made folder that PGlite cannot open (it aborts).
    throw new Error(
      `The database folder ${dataDir} could not be opened (${String(error)}). If it was left ` +
        'by a first start that was interrupted and holds no data you need, delete it and start ' +
        'again; otherwise restore it from a backup.',
      { cause: error },
    );
  }
}

/** Flushes a file or folder to disk. */
async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Flushes every file and folder under `dir`, so that the rename that publishes a new database
 * never points at files still only in memory after a power cut.
 */
async function syncTree(dir: string): Promise<void> {
  for await (const entry of await opendir(dir)) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(full);
    else if (entry.isFile()) await syncPath(full);
  }
  await syncPath(dir);
}
