let next = Math.floor(Math.random() * 1_000_000);

/** A valid Egyptian mobile number no other test in this run uses. */
export function uniquePhone(): string {
  next += 1;
  return `+2010${String(next % 100_000_000).padStart(8, '0')}`;
}

export function registerPayload(overrides: Record<string, unknown> = {}) {
  const phone = (overrides.mobileNumber as string | undefined) ?? uniquePhone();
  return {
    firstName: 'Sara',
    lastName: 'Adel',
    location: { longitude: 31.2357, latitude: 30.0444 },
    email: `owner${phone.slice(1)}@example.com`,
    mobileNumber: phone,
    password: 'secret1',
    roles: ['Business Owner'],
    businessName: 'Nile Fitness',
    businessTypeIds: [3],
    websiteUrl: 'https://nilefitness.example.com',
    ...overrides,
  };
}

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** A registration request carrying a phone proof (`Authorization: Bearer <token>`). */
export function registerInit(body: Record<string, unknown>, token: string) {
  return jsonInit('POST', body, { Authorization: `Bearer ${token}` });
}
