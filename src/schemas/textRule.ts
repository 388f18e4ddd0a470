import * as v from 'valibot';

// The one rule every free text the site and the API take is held to (names, addresses, the
// contact message, support notes and sign-in): what a person typed, and nothing that hides or
// rearranges it. Refused: control characters (NUL included; tab and line breaks only where a
// person writes several lines), the bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), which make a note or a name read differently from what it
// holds, lone surrogates, which cannot be stored as UTF-8, and U+FFFD, which stands where a
// form post carried bytes that were not UTF-8. The plain direction marks (U+200E, U+200F)
// that Arabic text uses stay allowed.

const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isUnreadable = (code: number) => (code >= 0xd800 && code <= 0xdfff) || code === 0xfffd;

/** Whether `text` keeps to the rule; `lines` allows tab and line breaks. */
export function isReadableText(text: string, { lines = false } = {}): boolean {
  // Iterating by code point keeps valid surrogate pairs (emoji) whole.
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isUnreadable(code) || isBidiControl(code)) return false;
    if (isControl(code) && !(lines && LINE_BREAKS.has(code))) return false;
  }
  return true;
}

/** The rule as a check, saying which field broke it. */
export const readableText = (label: string, options: { lines?: boolean } = {}) =>
  v.check(
    (text: string) => isReadableText(text, options),
    `${label} contains characters that are not allowed.`,
  );
