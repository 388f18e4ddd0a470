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

// The Arabic pages' face: Cairo (designed in Egypt), its Arabic file cut to what Arabic text
// in Egypt sets (the Arabic comma, semicolon and question mark, the letters and their
// vowel marks, Arabic-Indic digits with their percent and separators, the dagger alef) plus
// the joiners and direction marks, at the same weights: 15.8 kB instead of the whole block's
// 19.5. The full Arabic file stays declared behind it for rarer letters (Persian, Urdu) a
// name may carry. Latin letters, spaces' neighbours and stops come from Inter. The face also
// claims the invisible isolates (U+2066–2069) that keep a phone number whole inside an Arabic
// sentence: no font draws them, and unclaimed they would send the browser to Inter's full file.
export const FULL_ARABIC_FONT =
  'node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2';
export const ARABIC_FONT = 'src/ui/styles/fonts/cairo-arabic-core.woff2';
const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const ARABIC_CODE_POINTS: readonly number[] = [
  0x060c,
  0x061b,
  0x061c, // the Arabic letter mark Intl writes around a signed number, e.g. ؜+١٨٪
  0x061f,
  ...span(0x0621, 0x0652),
  ...span(0x0660, 0x066c),
  0x0670,
  ...span(0x200c, 0x200f),
  ...span(0x2066, 0x2069),
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
