import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_BYTES = 32;

/**
 * The secret that signs login tokens when JWT_SECRET is not set (development): generated once
 * and kept in `file`, so a restart keeps everyone logged in. Several processes starting at once
 * agree on one secret: each writes a whole file aside and links it into place, which only the
 * first one manages; nobody can read a half-written secret.
 */
export async function loadOrCreateJwtSecret(file: string): Promise<Uint8Array> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, randomBytes(SECRET_BYTES).toString('base64'), { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
  const created = await readSecret(file);
  if (!created)
    throw new Error(`${file} does not hold a usable secret; delete it to make a new one`);
  return created;
}

async function readSecret(file: string): Promise<Uint8Array | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = Buffer.from(text, 'base64');
  return secret.length >= SECRET_BYTES ? new Uint8Array(secret) : undefined;
}
