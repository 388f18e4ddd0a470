// `npm run i18n:compile`: compiles messages/*.json into src/paraglide, as the dev server and
// builds do. `--check` (part of `npm run lint`) fails while the committed output differs.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { IS_SERVER, i18nOptions } from './lib/i18n';

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(relative(dir, path), await readFile(path, 'utf8'));
  }
  return found;
}

if (process.argv.includes('--check')) {
  const scratch = await mkdtemp(join(tmpdir(), 'paraglide-'));
  try {
    await compile({ ...i18nOptions, outdir: scratch, isServer: IS_SERVER });
    const [fresh, committed] = await Promise.all([files(scratch), files(i18nOptions.outdir)]);
    const stale = [...new Set([...fresh.keys(), ...committed.keys()])].filter(
      (path) => fresh.get(path) !== committed.get(path),
    );
    if (stale.length) {
      console.error(
        `src/paraglide is out of date (${stale.slice(0, 5).join(', ')}…): run npm run i18n:compile`,
      );
      process.exit(1);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
} else {
  await compile({ ...i18nOptions, isServer: IS_SERVER });
}
