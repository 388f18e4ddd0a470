// The preloaded body face, cut to what the English pages set: printable ASCII and the
// typographic marks the copy uses, at the weights the design system names (400–800). The
// full Latin file stays declared behind it, so a name with an accent still gets Inter, at
// the cost of a second download only on a page that shows one.

export const FULL_LATIN_FONT =
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const CORE_FONT = 'src/ui/styles/fonts/inter-core.woff2';

// Non-breaking space, © · – — ‘ ’ “ ” • … ← → ↑
const MARKS = [
  0xa0, 0xa9, 0xb7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2190, 0x2191,
  0x2192,
];
export const CORE_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...MARKS,
];
export const WEIGHTS = { min: 400, max: 800 } as const;

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` of the core face: consecutive code points folded into ranges. */
export function coreUnicodeRange(): string {
  const ranges: [number, number][] = [];
  for (const point of [...CORE_CODE_POINTS].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}
