// The one rule that says when two spellings of an email are the same support account. The
// sign-in limit counts on its result and the store keeps it in `support_accounts.email_key`,
// so "the same account" and "the same counter" cannot drift apart. It runs here, in this
// process, never in SQL: PostgreSQL's lower() follows the database's locale (PGlite lowers
// "İ" to "i", JavaScript to "i̇"), so a rule split between the two would count one account's
// guesses on several counters.
//
// NFKC first, so compatibility forms (fullwidth letters, ligatures, styled digits) read as
// the plain ones. Then upper and lower case: toLowerCase alone leaves pairs apart that a person
// counts as one ("ß" and "SS", "ς" and "Σ", "ı" and "I"), while upper-then-lower brings them
// together. NFKC again, since case mapping can undo composition. Repeated until nothing
// changes (twice at most for any character today), so a stored key is its own normal form:
// normaliseEmail(normaliseEmail(x)) === normaliseEmail(x).
const MAX_ROUNDS = 8;

const round = (text: string) =>
  text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');

export function normaliseEmail(email: string): string {
  let current = email.trim();
  for (let i = 0; i < MAX_ROUNDS; i += 1) {
    const next = round(current).trim();
    if (next === current) return current;
    current = next;
  }
  // Unreachable with today's Unicode data; still deterministic if a future table made it so.
  return current;
}
