// Ids and ARIA wiring shared by every field: the message sits under the field and is tied
// to it with aria-describedby, and aria-invalid marks the field while it shows an error.
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function fieldAria(id: string, { hint, error }: { hint?: unknown; error?: string }) {
  const describedBy = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
