import type { SearchSchemaInput } from '@tanstack/react-router';

// What the router reads from the owners' addresses, on every page's first load. Plain checks
// rather than valibot: valibot is one module, so every page would download, with the router,
// each of its functions that any form or contract anywhere uses (decision 010). Links,
// bookmarks and hand-typed addresses all land here, so a value that is not one reads as the
// default instead of failing: a bad address still shows a useful page.

// What a link may name (every value optional); the router parses a query to this.
export type SearchInput<T> = { [K in keyof T]?: unknown } & SearchSchemaInput;

export const oneOf = <const T extends string | number>(
  values: readonly T[],
  value: unknown,
): T | undefined => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);

// The router parses `?activeTab=1` to the number 1, but an address built by hand or by another
// site may carry "1" as a string; both mean the same number.
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

export const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
