// `npm run fonts:subset`: rewrites the preloaded faces (scripts/lib/fontSubset.ts) after a
// font package or a character set changes. `--check` (part of `npm run lint`) fails while a
// committed file differs from what this would write.
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import {
  ARABIC_CODE_POINTS,
  ARABIC_FONT,
  CORE_CODE_POINTS,
  CORE_FONT,
  FULL_ARABIC_FONT,
  FULL_LATIN_FONT,
  WEIGHTS,
} from './lib/fontSubset';

const faces = [
  { from: FULL_LATIN_FONT, to: CORE_FONT, points: CORE_CODE_POINTS },
  { from: FULL_ARABIC_FONT, to: ARABIC_FONT, points: ARABIC_CODE_POINTS },
];

let stale = false;
for (const { from, to, points } of faces) {
  const font = await subsetFont(await readFile(from), String.fromCodePoint(...points), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  if (process.argv.includes('--check')) {
    const committed = await readFile(to).catch(() => Buffer.alloc(0));
    if (!committed.equals(font)) {
      console.error(`${to} is out of date: run npm run fonts:subset`);
      stale = true;
    }
  } else {
    await writeFile(to, font);
    console.log(`${to}: ${(font.byteLength / 1024).toFixed(1)} kB`);
  }
}
if (stale) process.exit(1);
