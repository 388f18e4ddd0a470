import type { TestPhone } from './phones';

export interface NewUser {
  phone: TestPhone;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
}

// Talks to the reference API directly, for tests whose subject is not sign-up itself.
export function apiClient(apiUrl: string) {
  async function call(method: string, path: string, body: unknown) {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', accept: '*/*' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  return {
    /** Registers a business owner the way the sign-up screen does after verification. */
    async createUser(phone: TestPhone, password = 'secret123'): Promise<NewUser> {
      const user: NewUser = {
        phone,
        password,
        email: `owner${phone.local}@studio.example`,
        firstName: 'Nour',
        lastName: 'Hassan',
        businessName: `Studio ${phone.local.slice(-4)}`,
      };
      const result = await call('POST', '/auth/register', {
        firstName: user.firstName,
        lastName: user.lastName,
        location: { longitude: 0, latitude: 0 },
        email: user.email,
        mobileNumber: phone.international,
        password,
        roles: ['Business Owner'],
        businessName: user.businessName,
        businessTypeIds: [1],
        websiteUrl: '',
      });
      if (result.status >= 300) {
        throw new Error(
          `register ${phone.international}: ${result.status} ${JSON.stringify(result.body)}`,
        );
      }
      return user;
    },
    /** Logs in without a browser; the status says whether the credentials are accepted. */
    login(username: string, password: string) {
      return call('POST', '/auth/login', { username, password });
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
