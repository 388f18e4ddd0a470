import type { StoredUser } from './user.schema';

// localStorage `userData`, read on every page's first load to know who is signed in: checked
// by hand to the shape of StoredUserSchema (./user.schema.ts), which the login's answer is
// parsed with, so the first load carries none of valibot (decision 010). A unit test keeps
// the two in agreement.
const FIELDS = ['firstName', 'lastName', 'email', 'mobileNumber'] as const;

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' &&
    record.token.length > 0 &&
    FIELDS.every((field) => record[field] === undefined || typeof record[field] === 'string')
  );
}

export function parseStoredUser(raw: string | null): StoredUser | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
