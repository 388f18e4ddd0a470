import * as v from 'valibot';
import { StoredUserSchema, type StoredUser } from '../schemas/user.schema';
import { ApiError, api, call } from './api';

export interface RegisterPayload {
  firstName: string;
  lastName: string;
  location: { longitude: number; latitude: number };
  email: string;
  mobileNumber: string;
  password: string;
  roles: ['Business Owner'];
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
  register(payload: RegisterPayload): Promise<void>;
  login(payload: LoginPayload): Promise<StoredUser>;
  resetPassword(phone: string, payload: ResetPayload): Promise<void>;
}

export const authApi: AuthApi = {
  register: (payload) =>
    call(async () => void (await api.post('auth/register', { json: payload }))),
  login: (payload) =>
    call(async () => {
      const body: unknown = await api.post('auth/login', { json: payload }).json();
      const user = v.safeParse(StoredUserSchema, body);
      if (!user.success) throw new ApiError('');
      return user.output;
    }),
  resetPassword: (phone, payload) =>
    call(async () => {
      await api.put(`auth/users/${encodeURIComponent(phone)}/password/reset`, { json: payload });
    }),
};
