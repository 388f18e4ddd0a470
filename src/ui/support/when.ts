// A stored time as staff read it, e.g. "23 Nov 2026, 21:26"; left as it is if unreadable.
export function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
