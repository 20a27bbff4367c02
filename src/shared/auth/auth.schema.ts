import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { PERMISSION_KEYS, ROLES } from './permissions';
import { LANGUAGE_CODES } from '../i18n/languages';
import { safeName, safeText } from '../text/safe-text';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email address' }));

/** Spaces count in a password; control characters are refused like everywhere else. */
const password = safeText({ min: 1, max: PASSWORD_MAX_LENGTH, keepSpaces: true });

export const SignInBodySchema = z.object({ email, password });
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** Length and blocklist rules are checked by the service (the minimum is configurable). */
export const SignUpBodySchema = z.object({
  email,
  password,
  displayName: safeName({ max: 120 }).optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const RoleSchema = z.enum(ROLES);
export const PermissionKeySchema = z.enum(PERMISSION_KEYS);

export const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  kind: z.enum(['staff', 'family']),
  emailConfirmedAt: z.iso.datetime().nullable(),
  /** Family users: the one family they belong to; null for staff. */
  familyId: z.uuid().nullable().optional(),
  /**
   * An adult's own account (issue 44): the household member it belongs to, and their name; absent or null for
   * the applicants' accounts and staff. Such an account sees only its member's own items.
   */
  memberId: z.uuid().nullable().optional(),
  memberName: z.string().nullable().optional(),
  /** Family users, in a session just issued: the language their family's profile names. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** What the browser receives on sign-in and refresh. The refresh token itself travels only in an httpOnly cookie. */
export const SessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  /** Seconds since the epoch. */
  expires_at: z.number().int(),
  user: SessionUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;

/** The same for a new address and one that has an account already (no account id): it names no account. */
export const SignUpResponseSchema = z.object({
  user: z.object({ email: z.string() }),
  /** True when the account must confirm its e-mail before signing in. */
  confirmationRequired: z.boolean(),
});

export const ProfileSchema = z.object({
  id: z.uuid(),
  display_name: z.string().nullable(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** A staff account's standing: sign-ups wait for an administrator (decision 009); families are always approved. */
export const ACCESS_STATUSES = ['pending', 'approved', 'declined'] as const;
export const AccessStatusSchema = z.enum(ACCESS_STATUSES);
export type AccessStatus = z.infer<typeof AccessStatusSchema>;

export const CurrentUserSchema = z.object({
  user: SessionUserSchema,
  profile: ProfileSchema.nullable(),
  roles: z.array(RoleSchema),
  permissions: z.array(PermissionKeySchema),
  accessStatus: AccessStatusSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const HasRoleQuerySchema = z.object({ role: RoleSchema, userId: z.uuid().optional() });
export const HasPermissionQuerySchema = z.object({
  permission: PermissionKeySchema,
  userId: z.uuid().optional(),
});
export const BooleanResultSchema = z.object({ result: z.boolean() });

/** The token of an e-mailed link: URL-safe base64 (see server lib/opaque-token). */
export const ConfirmQuerySchema = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link token'),
});
