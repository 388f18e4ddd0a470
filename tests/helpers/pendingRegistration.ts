import type { PendingRegistration } from '../../src/machines/flowMemory';
import { testPhone } from './phones';

// One owner's sign-up details (everything but the password), for tests that need a complete
// set and care about a field or two: pass those as overrides and read the rest back from the
// result rather than repeating it.
export function pendingRegistration(
  overrides: Partial<PendingRegistration> = {},
): PendingRegistration {
  return {
    first_name: 'Mona',
    last_name: 'Adel',
    business_name: 'Nile Yoga',
    business_type: 2,
    email: 'mona@nile.example',
    phone: testPhone().international,
    website_url: '',
    ...overrides,
  };
}
