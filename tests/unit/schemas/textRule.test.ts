import { describe, expect, it } from 'vitest';
import { isReadableText } from '../../../src/schemas/textRule';

describe('the one text rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'paid \u202Edias'],
    ['a left-to-right embedding', '\u202Aabc'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['U+FFFD', 'caf\ufffd'],
  ])('refuses %s', (_, text) => {
    expect(isReadableText(text)).toBe(false);
    expect(isReadableText(text, { lines: true })).toBe(false);
  });

  it('takes Arabic with its direction marks, emoji pairs, and line breaks only where asked', () => {
    expect(isReadableText('نادي النيل \u200Fللياقة')).toBe(true);
    expect(isReadableText('Nile Fitness 💪')).toBe(true);
    expect(isReadableText('one\ntwo')).toBe(false);
    expect(isReadableText('one\r\n\ttwo', { lines: true })).toBe(true);
  });
});
