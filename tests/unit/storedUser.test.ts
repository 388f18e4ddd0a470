import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStoredUser } from '../../src/schemas/storedUser';
import { StoredUserSchema } from '../../src/schemas/user.schema';

// The first load's hand check of the stored user says what the login's schema says.
const stored = [
  { token: 't' },
  { token: 't', firstName: 'Mona', lastName: 'Adel', email: 'm@x.eg', mobileNumber: '+20100' },
  { token: 't', extra: { kept: true } },
  { token: '' },
  { token: 7 },
  { firstName: 'Mona' },
  { token: 't', firstName: 3 },
  { token: 't', email: null },
  ['t'],
  'token',
  null,
  42,
];

describe('the stored user read at start', () => {
  it.each(stored)('takes %j as the login schema does', (value) => {
    const schema = v.safeParse(StoredUserSchema, value);
    expect(parseStoredUser(JSON.stringify(value))).toEqual(
      schema.success ? schema.output : undefined,
    );
  });

  it('takes nothing from an empty or broken entry', () => {
    expect(parseStoredUser(null)).toBeUndefined();
    expect(parseStoredUser('')).toBeUndefined();
    expect(parseStoredUser('{"token":')).toBeUndefined();
  });
});
