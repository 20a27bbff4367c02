import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  inet,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/auth/permissions';
import { oneOf } from './columns';
import { families, householdMembers } from './families';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Credentials. A family user is bound to exactly one family; a staff user to none. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    kind: text('kind').notNull().default('staff'),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /**
     * An adult's own account (issue 44): the household member it belongs to. Such an account sees only that
     * member's own items; null for the applicants' accounts and staff. Removing the member removes the account.
     */
    householdMemberId: uuid('household_member_id').references(() => householdMembers.id, {
      onDelete: 'cascade',
    }),
    emailConfirmedAt: ts('email_confirmed_at'),
    /** Staff sign-ups start 'pending' until someone with manage_users approves or declines them (decision 009). */
    accessStatus: text('access_status').notNull().default('approved'),
    lastSignInAt: ts('last_sign_in_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_family_id_idx').on(t.familyId),
    uniqueIndex('users_household_member_key').on(t.householdMemberId),
    check('users_member_binding_check', sql`${t.householdMemberId} is null or ${t.kind} = 'family'`),
    check('users_kind_check', sql`${t.kind} in ('staff', 'family')`),
    check(
      'users_family_binding_check',
      sql`(${t.kind} = 'family' and ${t.familyId} is not null) or (${t.kind} = 'staff' and ${t.familyId} is null)`,
    ),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    check('users_access_status_check', sql`${t.accessStatus} in ('pending', 'approved', 'declined')`),
    index('users_pending_access_idx')
      .on(t.createdAt)
      .where(sql`${t.accessStatus} = 'pending'`),
  ],
);

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  email: text('email').notNull(),
  avatarUrl: text('avatar_url'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_role_idx').on(t.role),
    check('user_roles_role_check', oneOf(t.role, ROLES)),
  ],
);

/** The permission catalogue; `id` is the permission key (view_dashboard, …). */
export const permissions = pgTable('permissions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
});

/** Per-user grant (granted = true) or revocation (granted = false) on top of the role defaults. */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** One signed-in device. Revoking it ends every refresh token of its chain. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('auth_sessions_user_id_idx').on(t.userId),
    check(
      'auth_sessions_revoked_reason_check',
      sql`${t.revokedReason} is null or ${t.revokedReason} in ('sign_out', 'refresh_token_reuse', 'password_reset', 'admin')`,
    ),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

/** Single-use e-mailed links: confirm sign-up, accept an invitation, reset a password. Stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_id_idx').on(t.userId),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('confirm_email', 'invite', 'reset_password')`),
  ],
);

/**
 * Rate-limit counters shared by every server on the database (plugins/rate-limit-store.ts). The key is a
 * SHA-256 of the limiter's key, so no e-mail address or IP address is stored.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: ts('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
