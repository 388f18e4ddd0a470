// Compiles messages/**/{en,ar}.json into src/paraglide the way the Vite plugin does: only the
// files whose text changes are written and the files no longer produced are deleted, never
// the whole folder, so a dev server or a test run reading the output meanwhile never finds
// it missing. When neither the inputs nor the output changed since the last compile, the
// compiler is not even loaded: every npm script runs this first, and loading the compiler
// and the message project costs seconds.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { i18nOptions, LOCALES, messageFilePatterns } from './i18n';

// What was compiled last, kept beside the installed packages (a fresh install compiles).
const STAMP = 'node_modules/.cache/i18n-compile.json';

interface Stamp {
  inputs: string;
  outputs: Record<string, string>;
}

// Everything the output depends on: the options, where it goes, the compiler and the message
// format plugin as installed, the project settings and every message file.
async function inputsDigest(outdir: string): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ i18nOptions, outdir }));
  const files = [
    'node_modules/@inlang/paraglide-js/package.json',
    'node_modules/@inlang/plugin-message-format/package.json',
    `${i18nOptions.project}/settings.json`,
    ...messageFilePatterns.flatMap((pattern) =>
      LOCALES.map((locale) => pattern.replace('{locale}', locale)),
    ),
  ];
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '\0missing');
    hash.update(`\0${file}\0${text.length}\0${text}`);
  }
  return hash.digest('hex');
}

/**
 * What the compiler compares its new output with: a hash of each file's text and absolute
 * path, keyed by its path in the folder, as the plugin computes it from the folder. Should
 * the compiler ever hash differently, every compile rewrites every file with the same text:
 * slower, still correct. Undefined when there is no such folder.
 */
export async function outputHashes(outdir: string): Promise<Record<string, string> | undefined> {
  const entries = await readdir(outdir, { recursive: true, withFileTypes: true }).catch(
    () => undefined,
  );
  if (!entries) return undefined;
  const hashes: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, 'utf8');
    hashes[relative(outdir, path).split(sep).join('/')] = createHash('sha256')
      .update(text + path)
      .digest('hex');
  }
  return hashes;
}

const sameHashes = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([file, hash]) => b[file] === hash);

/** Compiles the messages unless the output is already theirs; says whether it compiled. */
export async function compileMessages(outdir: string = i18nOptions.outdir): Promise<boolean> {
  const absolute = resolve(outdir);
  const [inputs, outputs, stamp] = await Promise.all([
    inputsDigest(absolute),
    outputHashes(absolute),
    readFile(STAMP, 'utf8').then(
      (text) => JSON.parse(text) as Stamp,
      () => undefined,
    ),
  ]);
  if (stamp?.inputs === inputs && outputs && sameHashes(stamp.outputs, outputs)) return false;

  const { compile } = await import('@inlang/paraglide-js');
  const result = await compile({
    ...i18nOptions,
    outdir,
    cleanOutdir: false,
    previousCompilation: outputs && { outputHashes: outputs },
  });
  if (result.outputHashes) {
    await mkdir(dirname(STAMP), { recursive: true });
    await writeFile(
      STAMP,
      JSON.stringify({ inputs, outputs: result.outputHashes } satisfies Stamp),
    );
  }
  return true;
}
