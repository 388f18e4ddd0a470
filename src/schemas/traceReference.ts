// What names a flow trace: its format version and the reference support reads out. Apart
// from the trace's schemas, so the pages that only check a reference (the contact page's
// address, its offer to attach) do not load them.

// 2: outcomes name the flows' own failures (auth/invalid-code, not Firebase's codes), form
// fields and rules come from closed lists, and the trace names the page language.
// 3: the trace names the version of each machine it speaks of.
export const TRACE_VERSION = 3;
export const TRACE_FORMAT_UNVERSIONED = 2;
// A reference a person can read out on the phone: 8 characters in two groups, without the
// look-alikes 0/O, 1/I/L and U.
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_PATTERN = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

// The secret an upload answers with (32 random bytes, base64url): whoever holds it uploaded
// the trace, and only they can link a message to it.
export const UPLOAD_TOKEN_PATTERN = /^[\w-]{43}$/;

export function newTraceReference(random: (n: number) => Uint8Array = cryptoBytes): string {
  // 30 characters: 256 % 30 leaves a bias of under 1% on 16 of them, harmless for a label.
  const chars = [...random(8)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

function cryptoBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
