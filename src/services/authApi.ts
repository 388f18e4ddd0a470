import type { KyInstance } from 'ky';
import type { BusinessOwnerRole } from '../schemas/roles';
import {
  AccountSchema,
  StoredUserSchema,
  type Account,
  type StoredUser,
} from '../schemas/user.schema';
import { api, call, parsed } from './api';

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  location: { longitude: number; latitude: number };
  email: string;
  mobileNumber: string;
  password: string;
  roles: [BusinessOwnerRole];
  businessName: string;
  businessTypeIds: number[];
  websiteUrl: string;
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface ResetPayload {
  newPassword: string;
  // The Firebase ID token proving the caller just verified this phone.
  otp: string;
}

export interface AuthApi {
  // `idToken`: the Firebase ID token of the code confirmation, proof of `mobileNumber`.
  register(payload: RegisterPayload, idToken: string): Promise<void>;
  login(payload: LoginPayload): Promise<StoredUser>;
  // Before the new password is chosen: resolves when an account uses `phone`, rejects with an
  // http 404 failure when none does. `idToken` proves the phone, and is not spent.
  checkResetAccount(phone: string, idToken: string): Promise<void>;
  resetPassword(phone: string, payload: ResetPayload): Promise<void>;
  // Right after the code of a deletion: resolves when an account uses the phone `idToken`
  // proves, rejects with an http 404 failure when none does. The token is not spent.
  checkDeletionAccount(idToken: string): Promise<void>;
  // Deletes the account of the phone `idToken` proves, spending the token (a 404 when none).
  deleteAccount(idToken: string): Promise<void>;
  // The account a login token belongs to; rejects with an http 401 failure once the session ended.
  me(token: string): Promise<Account>;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ACCOUNT_PATH = 'auth/account';
const resetPath = (phone: string) => `auth/users/${encodeURIComponent(phone)}/password/reset`;

// `client` is the app's ky instance; tests hand in one extended with a fake fetch.
export function createAuthApi(client: KyInstance = api): AuthApi {
  return {
    register: (payload, idToken) =>
      call(async () => {
        // Read to its end, so the request is over when the flow moves on, not left open.
        await client.post('auth/register', { json: payload, headers: bearer(idToken) }).text();
      }),
    login: (payload) =>
      call(async () =>
        parsed(StoredUserSchema, await client.post('auth/login', { json: payload }).json()),
      ),
    checkResetAccount: (phone, idToken) =>
      call(async () => {
        await client.get(resetPath(phone), { headers: bearer(idToken) }).text();
      }),
    resetPassword: (phone, payload) =>
      call(async () => {
        await client.put(resetPath(phone), { json: payload }).text();
      }),
    checkDeletionAccount: (idToken) =>
      call(async () => {
        await client.get(ACCOUNT_PATH, { headers: bearer(idToken) }).text();
      }),
    // Only GETs are retried (src/services/api.ts): a deletion repeated after a lost answer
    // would meet its own spent proof.
    deleteAccount: (idToken) =>
      call(async () => {
        await client.delete(ACCOUNT_PATH, { headers: bearer(idToken) }).text();
      }),
    me: (token) =>
      call(async () =>
        parsed(AccountSchema, await client.get('auth/me', { headers: bearer(token) }).json()),
      ),
  };
}

export const authApi: AuthApi = createAuthApi();
