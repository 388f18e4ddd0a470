// The preloaded body face, cut to what the English pages set: printable ASCII and the
// typographic marks the copy in either language uses, at the weights the design system names (400–800). The
// full Latin file stays declared behind it, so a name with an accent still gets Inter, at
// the cost of a second download only on a page that shows one.

export const FULL_LATIN_FONT =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const CORE_FONT = 'src/ui/styles/fonts/inter-core.woff2';

// Non-breaking space, © « » (the Arabic pages' quotation marks) · – — ‘ ’ “ ” • … ← → ↑
const MARKS = [
  0xa0, 0xa9, 0xab, 0xb7, 0xbb, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026,
  0x2190, 0x2191, 0x2192,
];
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...MARKS,
];
export const WEIGHTS = { min: 400, max: 800 } as const;

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

// The Arabic pages' face: Cairo (designed in Egypt), its Arabic file cut to the Arabic block
// and the joiners and direction marks, at the same weights. Latin letters and digits on those
// pages come from Inter. The face also claims the invisible isolates (U+2066–2069) that keep
// a phone number whole inside an Arabic sentence: no font draws them, and unclaimed they would
// send the browser to Inter's full file.
export const FULL_ARABIC_FONT =
  'node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2';
export const ARABIC_FONT = 'src/ui/styles/fonts/cairo-arabic-core.woff2';
export const ARABIC_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x6ff - 0x600 + 1 }, (_, i) => 0x600 + i),
  0x200c,
  0x200d,
  0x200e,
  0x200f,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];

function rangeOf(points: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** The CSS `unicode-range` of the core face. */
export const coreUnicodeRange = () => rangeOf(CORE_CODE_POINTS);

/** The CSS `unicode-range` of the Arabic face. */
export const arabicUnicodeRange = () => rangeOf(ARABIC_CODE_POINTS);
