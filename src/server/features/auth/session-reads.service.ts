import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PermissionKey } from '@shared/auth/permissions';
import { type PreparedStatement, preparedStatement } from '../../db/client';
import type { PlanMode } from '../../db/prepared-sql';
import { AppError } from '../../lib/app-error';
import {
  type Caller,
  type FamilyPrincipal,
  type Principal,
  requireFamily,
  requireStaffPermission,
  type StaffPrincipal,
} from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { actForNamedFamily } from '../../lib/family-access';
import * as repo from './auth.repository';
import { principalOf, resolvePrincipal } from './sessions.service';

/**
 * Reads for routes declared `session: 'in-read'`: the session check and the data are one prepared statement,
 * so a read costs one round trip instead of two. The data part can only see what the session allows: a
 * family read is keyed by the family id the statement takes from the session, and a staff read returns
 * nothing unless the session is an approved staff account's. The audience and permission are then decided
 * from the principal the same statement read, exactly as the route-access plugin decides them elsewhere.
 */

/**
 * The session's family id (null unless it is an applicant's family account), for a family read's statement: an
 * adult's own account (issue 44) reads none of the family's data this way.
 */
const SESSION_FAMILY_ID = sql`(select family_id from session_account where kind = 'family' and member_id is null)`;
/** Whether the session is an approved staff account's, as a condition for a staff read's statement. */
const STAFF_SESSION = sql`exists (select 1 from session_account where kind = 'staff' and access_status = 'approved')`;

type SessionRow<T> = { account: repo.SessionAccountRow | null; data: T | null };
type Values = Record<string, unknown>;

/** A family's read, made with `familyRead` and run with `readAsFamily`. */
export interface FamilyRead<T, V extends Values> {
  family: PreparedStatement<SessionRow<T>, V & repo.SessionValues>;
}

/** A staff read, made with `staffRead` and run with `readAsStaff`. */
export interface StaffRead<T, V extends Values> {
  staff: PreparedStatement<SessionRow<T>, V & repo.SessionValues>;
}

function sessionStatement<T, V extends Values>(
  name: string,
  schema: z.ZodType<T>,
  data: SQL,
  plan: PlanMode,
) {
  return preparedStatement<SessionRow<T>, V & repo.SessionValues>(
    name,
    z.object({ account: repo.SessionAccountRowSchema.nullable(), data: schema.nullable() }),
    sql`with ${repo.SESSION_ACCOUNT_CTE} select (select account from session_account) as account, (${data}) as data`,
    plan,
  );
}

/**
 * Defines a family's read (once, at module level): `data(familyId)` is a statement yielding one JSON value, or
 * null, for the family whose id the session gives, as `schema` describes it (`checkedRows`); its other values
 * are `sql.placeholder`s named in `V`. `plan`: see `PlanMode`.
 */
export function familyRead<T, V extends Values = Record<never, never>>(
  name: string,
  schema: z.ZodType<T>,
  data: (familyId: SQL) => SQL,
  plan: PlanMode = 'custom',
): FamilyRead<T, V> {
  return { family: sessionStatement<T, V>(name, schema, data(SESSION_FAMILY_ID), plan) };
}

/** Defines a staff read (once, at module level): `data` is a statement yielding one JSON value (`schema`). */
export function staffRead<T, V extends Values = Record<never, never>>(
  name: string,
  schema: z.ZodType<T>,
  data: SQL,
  plan: PlanMode = 'custom',
): StaffRead<T, V> {
  return { staff: sessionStatement<T, V>(name, schema, sql`select (${data}) where ${STAFF_SESSION}`, plan) };
}

async function run<T, V extends Values>(
  ctx: AppContext,
  caller: Caller,
  statement: PreparedStatement<SessionRow<T>, V & repo.SessionValues>,
  values: V,
): Promise<{ principal: Principal | null; data: T | null }> {
  const { claims } = caller;
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const [row] = await statement(ctx.db, { ...values, ...claims, now: ctx.now().toISOString() });
  return {
    principal: row?.account ? principalOf(row.account, claims.sessionId) : null,
    data: row?.data ?? null,
  };
}

/** Runs a family's read: 401 without a live session, 403 for staff. */
export async function readAsFamily<T, V extends Values>(
  ctx: AppContext,
  caller: Caller,
  read: FamilyRead<T, V>,
  values: V,
): Promise<{ principal: FamilyPrincipal; data: T | null }> {
  const result = await run(ctx, caller, read.family, values);
  return { principal: requireFamily({ ...caller, principal: result.principal }), data: result.data };
}

/**
 * Runs a staff read: 401 without a live session, 403 unless the principal holds one of `anyOf` (or holds
 * `manage_assigned_families` for the family the path names: lib/family-access; another family is 404).
 */
export async function readAsStaff<T, V extends Values>(
  ctx: AppContext,
  caller: Caller,
  anyOf: readonly PermissionKey[],
  read: StaffRead<T, V>,
  values: V,
): Promise<{ principal: StaffPrincipal; data: T | null }> {
  const result = await run(ctx, caller, read.staff, values);
  const principal = await actForNamedFamily(ctx.db, { ...caller, principal: result.principal }, anyOf, {
    write: false,
  });
  return { principal: requireStaffPermission({ ...caller, principal }, ...anyOf), data: result.data };
}

/**
 * For an in-read route's request that cannot put its session check into its statement (a text search that
 * runs statements of its own): resolves the session on its own first. 401 or 403 like `readAsStaff`.
 */
export async function requireStaffSession(
  ctx: AppContext,
  caller: Caller,
  anyOf: readonly PermissionKey[],
): Promise<StaffPrincipal> {
  const resolved = caller.principal ?? (caller.claims ? await resolvePrincipal(ctx, caller.claims) : null);
  const principal = await actForNamedFamily(ctx.db, { ...caller, principal: resolved }, anyOf, {
    write: false,
  });
  return requireStaffPermission({ ...caller, principal }, ...anyOf);
}
