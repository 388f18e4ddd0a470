// One process at a time per PGlite folder. PGlite itself does not notice a second process
// on its folder: both start, and each overwrites what the other wrote. So the folder is
// locked with proper-lockfile: a `<folder>.lock` directory that the holder keeps fresh
// (it touches its mtime every few seconds). Next to it, `<folder>.owner.json` says who holds
// it, for the error message and to tell at once that a holder on this host has died
// (kill -9): the lock directory is left behind then. A holder that cannot be checked that
// way (another host, no record yet) counts as alive once it is seen touching its lock, and
// as gone once the lock is STALE_MS old.
import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import {
  link,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { lock as lockFile } from 'proper-lockfile';

/**
 * A lock untouched for this long is taken as abandoned by proper-lockfile. Generous, so that
 * a holder whose event loop is busy (PGlite starting, a slow disk) keeps its lock.
 */
export const STALE_MS = 10_000;
/** How often the holder touches its lock. */
const UPDATE_MS = 2_000;
const POLL_MS = 200;

export interface FolderOwner {
  pid: number;
  host: string;
  /** When the lock was taken, e.g. 2026-11-23T18:00:00Z. */
  since: string;
  /** Inode of the lock directory this record belongs to. */
  lock: string;
}

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: Pick<FolderOwner, 'pid' | 'host' | 'since'> | undefined,
  ) {
    const who = owner
      ? `process ${owner.pid} on host ${owner.host} (since ${owner.since})`
      : 'another process';
    super(
      `The database folder ${folder} is in use by ${who}. ` +
        'Stop that process or set PGLITE_DATA_DIR to another folder.',
    );
    this.name = 'FolderInUseError';
  }
}

export interface FolderLock {
  /** The folder's absolute path with symlinks resolved: what the lock is about. */
  folder: string;
  /** Lets the folder go; safe to call more than once. */
  release(): Promise<void>;
}

export interface FolderLockOptions {
  /**
   * Called when the lock is lost while held: someone removed it, or it could not be kept
   * fresh for STALE_MS and another process may have taken it. Default: log and exit.
   */
  onCompromised?: (error: Error) => void;
}

interface Entry {
  owner: FolderOwner;
  ownerFile: string;
  /** False while still waiting for the lock, and once it is released or lost. */
  holding: boolean;
}

/** Folders this process holds or is taking, by canonical path. */
const heldHere = new Map<string, Entry>();

/** The owner record is ours when it names this process and this lock directory. */
function isOurRecord(text: string, owner: FolderOwner): boolean {
  try {
    const record = JSON.parse(text) as Partial<FolderOwner>;
    return record.pid === owner.pid && record.host === owner.host && record.lock === owner.lock;
  } catch {
    return false;
  }
}

process.once('exit', () => {
  // proper-lockfile removes the lock directories at exit; remove our owner records with them.
  for (const { owner, ownerFile, holding } of heldHere.values()) {
    try {
      if (holding && isOurRecord(readFileSync(ownerFile, 'utf8'), owner)) unlinkSync(ownerFile);
    } catch {
      // Already gone.
    }
  }
});

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
const unique = () => `${process.pid}-${randomBytes(4).toString('hex')}`;

async function ignoreMissing(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/** The absolute path with symlinks resolved; the parent folder is created when missing. */
async function canonicalPath(folder: string): Promise<string> {
  const absolute = path.resolve(folder);
  try {
    return await realpath(absolute);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  const parent = path.dirname(absolute);
  await mkdir(parent, { recursive: true });
  return path.join(await realpath(parent), path.basename(absolute));
}

async function lockState(lockDir: string) {
  try {
    const info = await stat(lockDir, { bigint: true });
    return { lock: String(info.ino), mtime: info.mtimeNs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The owner record, when it is readable and belongs to the lock directory `lock` (by inode):
 * a record left by an earlier holder says nothing about the current one.
 */
async function readOwner(file: string, lock: string): Promise<FolderOwner | undefined> {
  let parsed: Partial<FolderOwner>;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<FolderOwner>;
  } catch {
    return undefined; // missing, or cut short by a crash while being written
  }
  const valid =
    Number.isInteger(parsed.pid) &&
    typeof parsed.host === 'string' &&
    typeof parsed.since === 'string' &&
    parsed.lock === lock;
  return valid ? (parsed as FolderOwner) : undefined;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM'; // exists, but belongs to another user
  }
  // A killed process whose parent has not collected it yet still answers: a zombie is gone.
  if (process.platform === 'linux') {
    try {
      // Tiny procfs file: "<pid> (<name>) <state> ...".
      if (/^\d+ \(.*\) Z /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) return false;
    } catch {
      // Not readable: count it as alive.
    }
  }
  return true;
}

/**
 * True when the recorded holder certainly no longer runs: it was on this host and its
 * process is gone. A process of this host with our own pid is a previous life of this pid
 * (a restarted container), since this process takes each folder only once.
 */
function ownerIsGone(owner: FolderOwner): boolean {
  if (owner.host !== hostname()) return false;
  return owner.pid === process.pid || !processIsAlive(owner.pid);
}

/**
 * Removes the lock directory `lock` left by a dead holder. Several processes may find the
 * same dead holder at once; renaming its owner record away first lets only one of them go on.
 */
async function breakDeadLock(lockDir: string, ownerFile: string, lock: string): Promise<void> {
  const token = `${ownerFile}.${unique()}.stale`;
  try {
    await rename(ownerFile, token);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return; // another process is on it
    throw error;
  }
  try {
    const taken = await readOwner(token, lock);
    const current = await lockState(lockDir);
    if (taken && ownerIsGone(taken) && current?.lock === lock) {
      await ignoreMissing(rmdir(lockDir));
    } else {
      // The record changed between reading and renaming it: put it back unless a newer one
      // has been written meanwhile.
      await link(token, ownerFile).catch(() => undefined);
    }
  } finally {
    await ignoreMissing(unlink(token));
  }
}

/** Removes the tokens of breakDeadLock left by processes that died half-way. */
async function removeDeadTokens(ownerFile: string): Promise<void> {
  const prefix = `${path.basename(ownerFile)}.`;
  const folder = path.dirname(ownerFile);
  for (const name of await readdir(folder)) {
    const match = name.startsWith(prefix) && /\.(\d+)-[0-9a-f]+\.(stale|tmp)$/.exec(name);
    if (match && !processIsAlive(Number(match[1]))) {
      await ignoreMissing(unlink(path.join(folder, name)));
    }
  }
}

function defaultOnCompromised(folder: string) {
  return (error: Error) => {
    // Keep no process writing to a folder that another process may have taken over: two
    // writers lose data (that is what this lock prevents). Every acknowledged write is
    // already durable in PGlite's write-ahead log, so exiting here loses nothing that was
    // confirmed; the supervisor or operator restarts, and the next start takes the lock anew.
    console.error(
      `[api] Lost the lock on the database folder ${folder} (${error.message}); ` +
        'stopping so that no two processes write to it at once.',
    );
    process.exit(1);
  };
}

/**
 * Takes the lock on a PGlite folder (which need not exist yet). Refuses with
 * FolderInUseError while another live process holds it; a lock left by a process that died
 * on this host is taken over at once, any other abandoned lock once it is STALE_MS old.
 */
export async function lockDataFolder(
  folder: string,
  options: FolderLockOptions = {},
): Promise<FolderLock> {
  const target = await canonicalPath(folder);
  const lockDir = `${target}.lock`;
  const ownerFile = `${target}.owner.json`;
  const mine = heldHere.get(target);
  if (mine) throw new FolderInUseError(folder, mine.owner);
  const owner: FolderOwner = { pid: process.pid, host: hostname(), since: now(), lock: '' };
  const entry: Entry = { owner, ownerFile, holding: false };
  heldHere.set(target, entry);
  const onCompromised = options.onCompromised ?? defaultOnCompromised(folder);
  try {
    const releaseLock = await acquire(folder, target, lockDir, ownerFile, (error) => {
      // The owner record may be another process's by now: leave it alone.
      entry.holding = false;
      onCompromised(error);
    });
    entry.holding = true;
    let released = false;
    try {
      owner.since = now();
      owner.lock = (await lockState(lockDir))?.lock ?? '';
      const temporary = `${ownerFile}.${unique()}.tmp`;
      await writeFile(temporary, `${JSON.stringify(owner)}\n`);
      await rename(temporary, ownerFile);
      await removeDeadTokens(ownerFile);
    } catch (error) {
      await releaseLock().catch(() => undefined);
      throw error;
    }
    return {
      folder: target,
      async release() {
        if (released) return;
        released = true;
        heldHere.delete(target);
        if (entry.holding) {
          entry.holding = false;
          const record = await readFile(ownerFile, 'utf8').catch(() => '');
          if (isOurRecord(record, owner)) await ignoreMissing(unlink(ownerFile));
        }
        try {
          await releaseLock();
        } catch (error) {
          // ERELEASED: the lock was compromised earlier and is no longer ours to remove.
          if (errorCode(error) !== 'ERELEASED') throw error;
        }
      },
    };
  } catch (error) {
    heldHere.delete(target);
    throw error;
  }
}

async function acquire(
  folder: string,
  target: string,
  lockDir: string,
  ownerFile: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  // An abandoned lock becomes stale after STALE_MS; wait a little longer than that.
  const deadline = Date.now() + STALE_MS + 2 * UPDATE_MS;
  let seen: Awaited<ReturnType<typeof lockState>>;
  let holder: FolderOwner | undefined;
  for (;;) {
    if (Date.now() > deadline) throw new FolderInUseError(folder, holder);
    try {
      return await lockFile(target, {
        realpath: false,
        lockfilePath: lockDir,
        stale: STALE_MS,
        update: UPDATE_MS,
        onCompromised,
      });
    } catch (error) {
      if (errorCode(error) !== 'ELOCKED') throw error;
    }
    const current = await lockState(lockDir);
    if (!current) continue; // released meanwhile: try again at once
    holder = await readOwner(ownerFile, current.lock);
    if (holder && ownerIsGone(holder)) {
      await breakDeadLock(lockDir, ownerFile, current.lock);
      continue;
    }
    // A holder that touches its lock is alive, whatever its pid says: refuse now.
    if (seen?.lock === current.lock && seen.mtime !== current.mtime) {
      throw new FolderInUseError(folder, holder);
    }
    if (seen?.lock !== current.lock) seen = current;
    await sleep(POLL_MS);
  }
}
