import { uniqueViolation, type SqlClient } from './sqlClient';

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  roles: string[];
  businessName: string;
  businessTypeIds: number[];
  websiteUrl: string;
  location: { longitude: number; latitude: number };
}

export type NewUser = Omit<User, 'id'> & { passwordHash: string };

export class DuplicateUserError extends Error {
  constructor() {
    super('an account already uses this phone or email');
  }
}

export interface StoredUser {
  user: User;
  passwordHash: string;
  /** Raised by every password change: login tokens carrying an older version are void. */
  tokenVersion: number;
}

export interface UserStore {
  /** Throws DuplicateUserError when the phone or the email (any case) is taken. */
  create(user: NewUser): Promise<User>;
  /** Whether an account already uses this phone or this email (any case). */
  exists(mobileNumber: string, email: string): Promise<boolean>;
  findByPhone(mobileNumber: string): Promise<StoredUser | undefined>;
  findById(id: number): Promise<StoredUser | undefined>;
  /** Sets the hash and voids every earlier login token. Returns false when no user has that phone. */
  setPasswordHash(mobileNumber: string, passwordHash: string): Promise<boolean>;
}

interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  password_hash: string;
  roles: string[];
  business_name: string;
  business_type_ids: number[];
  website_url: string;
  longitude: number;
  latitude: number;
  token_version: number;
}

const COLUMNS = `id, first_name, last_name, email, mobile_number, password_hash, roles,
  business_name, business_type_ids, website_url, longitude, latitude, token_version`;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    roles: row.roles,
    businessName: row.business_name,
    businessTypeIds: row.business_type_ids,
    websiteUrl: row.website_url,
    location: { longitude: row.longitude, latitude: row.latitude },
  };
}

const toStored = (row: UserRow | undefined): StoredUser | undefined =>
  row && { user: toUser(row), passwordHash: row.password_hash, tokenVersion: row.token_version };

export function createUserStore(db: SqlClient): UserStore {
  return {
    async create(user) {
      try {
        const [row] = await db.query<UserRow>(
          `INSERT INTO users (first_name, last_name, email, mobile_number, password_hash, roles,
             business_name, business_type_ids, website_url, longitude, latitude)
           VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8::integer[], $9, $10, $11)
           RETURNING ${COLUMNS}`,
          [
            user.firstName,
            user.lastName,
            user.email,
            user.mobileNumber,
            user.passwordHash,
            user.roles,
            user.businessName,
            user.businessTypeIds,
            user.websiteUrl,
            user.location.longitude,
            user.location.latitude,
          ],
        );
        return toUser(row);
      } catch (error) {
        if (uniqueViolation(error)) throw new DuplicateUserError();
        throw error;
      }
    },
    async exists(mobileNumber, email) {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE mobile_number = $1 OR lower(email) = lower($2) LIMIT 1',
        [mobileNumber, email],
      );
      return rows.length > 0;
    },
    async findByPhone(mobileNumber) {
      const [row] = await db.query<UserRow>(
        `SELECT ${COLUMNS} FROM users WHERE mobile_number = $1`,
        [mobileNumber],
      );
      return toStored(row);
    },
    async findById(id) {
      const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return toStored(row);
    },
    async setPasswordHash(mobileNumber, passwordHash) {
      const rows = await db.query<{ id: number }>(
        `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
         WHERE mobile_number = $1 RETURNING id`,
        [mobileNumber, passwordHash],
      );
      return rows.length > 0;
    },
  };
}
