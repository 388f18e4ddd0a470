import * as v from 'valibot';

// What the login call answers and what localStorage `userData` holds: a token plus the
// user's fields. Only the token is required; the rest is kept as the server sent it.
export const StoredUserSchema = v.looseObject({
  token: v.pipe(v.string(), v.minLength(1)),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  email: v.optional(v.string()),
  mobileNumber: v.optional(v.string()),
});

export type StoredUser = v.InferOutput<typeof StoredUserSchema>;

// What `GET /auth/me` answers: the same fields as the login answer, without the token.
export const AccountSchema = v.looseObject({
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  email: v.optional(v.string()),
  mobileNumber: v.optional(v.string()),
});

export type Account = v.InferOutput<typeof AccountSchema>;
