import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { arabicUnicodeRange, coreUnicodeRange, WEIGHTS } from '../../scripts/lib/fontSubset';

const css = readFileSync('src/ui/styles/fonts.css', 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => body ?? '');
const descriptor = (face: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.replace(/\s+/g, ' ').trim();
const core = faces.find((face) => face.includes('inter-core.woff2'));

describe('the preloaded body face', () => {
  test('is declared for exactly the characters its file was cut to', () => {
    expect(core).toBeDefined();
    expect(descriptor(core ?? '', 'unicode-range')).toBe(coreUnicodeRange());
  });

  // Weight decides the face before characters do: a wider range on the full file would
  // make every page download it.
  test('is declared last, with the same family and weights as the full Latin face', () => {
    expect(faces.at(-1)).toBe(core);
    for (const face of faces) {
      expect(descriptor(face, 'font-family')).toBe("'Inter Variable'");
      expect(descriptor(face, 'font-weight')).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
      expect(descriptor(face, 'font-display')).toBe('swap');
    }
  });
});

describe('the Arabic face', () => {
  const arabic = [
    ...readFileSync('src/ui/styles/fonts-arabic.css', 'utf8').matchAll(/@font-face\s*{([^}]*)}/g),
  ].map(([, body]) => body ?? '');
  const small = arabic.find((face) => face.includes('cairo-arabic-core.woff2'));

  test('is declared for exactly the characters its file was cut to, isolates included', () => {
    const range = descriptor(small ?? '', 'unicode-range');
    expect(range).toBe(arabicUnicodeRange());
    expect(range).toContain('U+2066-2069');
  });

  test('is declared last, with the same family and weights as the full Arabic face', () => {
    expect(arabic).toHaveLength(2);
    expect(arabic.at(-1)).toBe(small);
    for (const face of arabic) {
      expect(descriptor(face, 'font-family')).toBe("'Cairo Variable'");
      expect(descriptor(face, 'font-weight')).toBe(`${WEIGHTS.min} ${WEIGHTS.max}`);
    }
  });
});
