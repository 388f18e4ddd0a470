// A value one screen leaves for the next form drawn, in this page's memory only: never an
// address, a log or storage. One no form took soon after (the move went elsewhere) lapses.
const LAPSES_MS = 5000;

export function createHandOff<T>() {
  let handed: { value: T; at: number } | undefined;
  return {
    give(value: T | undefined): void {
      handed = value === undefined ? undefined : { value, at: Date.now() };
    },
    /** The value handed over, while it has not lapsed. */
    peek(): T | undefined {
      return handed && Date.now() - handed.at <= LAPSES_MS ? handed.value : undefined;
    },
    drop(): void {
      handed = undefined;
    },
  };
}
