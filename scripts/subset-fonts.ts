// `npm run fonts:subset`: rewrites the preloaded body face (scripts/lib/fontSubset.ts) after
// the font package or the character set changes. `--check` (part of `npm run lint`) fails
// while the committed file differs from what this would write.
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';
import { CORE_CODE_POINTS, CORE_FONT, FULL_LATIN_FONT, WEIGHTS } from './lib/fontSubset';

const font = await subsetFont(
  await readFile(FULL_LATIN_FONT),
  String.fromCodePoint(...CORE_CODE_POINTS),
  { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } },
);
if (process.argv.includes('--check')) {
  const committed = await readFile(CORE_FONT).catch(() => Buffer.alloc(0));
  if (!committed.equals(font)) {
    console.error(`${CORE_FONT} is out of date: run npm run fonts:subset`);
    process.exit(1);
  }
} else {
  await writeFile(CORE_FONT, font);
  console.log(`${CORE_FONT}: ${(font.byteLength / 1024).toFixed(1)} kB`);
}
