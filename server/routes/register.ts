import { Hono } from 'hono';
import { DuplicateUserError } from '../db/userStore';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/apiError';
import { parseOr400, readJson } from '../http/body';
import { RegisterSchema } from '../validation/schemas';

const DUPLICATE_MESSAGE = {
  mobileNumber: 'An account with this phone number already exists.',
  email: 'An account with this email already exists.',
} as const;

export function registerRoutes({ users, passwords }: AppDeps) {
  return new Hono().post('/auth/register', async (c) => {
    const { password, ...input } = parseOr400(RegisterSchema, await readJson(c));
    try {
      const user = await users.create({ ...input, passwordHash: await passwords.hash(password) });
      return c.json(user, 201);
    } catch (error) {
      if (error instanceof DuplicateUserError) {
        throw new ApiError(409, DUPLICATE_MESSAGE[error.field]);
      }
      throw error;
    }
  });
}
