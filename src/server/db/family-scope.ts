import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type PermissionKey, ROLE_DEFAULT_PERMISSIONS, ROLES } from '../../shared/auth/permissions';
import { type Conn, queryRows } from './client';
import {
  agencySettings,
  conversationSessions,
  families,
  familyDocuments,
  familySupportStaff,
  profiles,
  userPermissions,
  userRoles,
  users,
} from './schema';

/**
 * Which families a staff user may reach, and the family filters Staff Analytics and the staff lists share
 * (caseworker, applicant type), as statement parts. It lives at the db layer so a figure and the list behind it
 * count the same families with the same SQL, and so every read and the route guard (lib/family-access) decide
 * who reaches a family with the same SQL.
 */

// ---- who may reach a family ------------------------------------------------------------------------

/**
 * The agency setting (System Configuration, default off) that lets holders of `manage_assigned_families` read
 * every family, not only the ones they are assigned to. Changing a family still needs an assignment.
 */
export const OTHER_FAMILIES_READABLE_SETTING = 'caseworkers_read_all_families';

/** Whether staff user `userId` holds `permission`: `effectivePermissions` (role defaults, grants, revocations) in SQL. */
export function staffHolds(userId: SQL, permission: PermissionKey): SQL {
  const byRole = ROLES.filter(
    (role) => role !== 'super_admin' && ROLE_DEFAULT_PERMISSIONS[role].includes(permission),
  );
  const override = (granted: boolean) => sql`exists (select 1 from ${userPermissions}
    where ${userPermissions.userId} = ${userId} and ${userPermissions.permission} = ${permission}
      and ${userPermissions.granted} = ${granted})`;
  const fromRole = byRole.length
    ? sql`(exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId}
        and ${userRoles.role} in (${sql.join(
          byRole.map((role) => sql`${role}`),
          sql`, `,
        )})) and not ${override(false)})`
    : sql`false`;
  return sql`(exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'super_admin')
    or ${override(true)} or ${fromRole})`;
}

/** Whether the agency lets holders of `manage_assigned_families` read every family. */
const otherFamiliesReadable = sql`coalesce((select ${agencySettings.value} = 'true'::jsonb from ${agencySettings}
  where ${agencySettings.key} = ${OTHER_FAMILIES_READABLE_SETTING}), false)`;

/** Whether staff user `userId` is on the family's support team: the families assigned to them. */
const assignedTo = (familyId: AnyPgColumn | SQL, userId: SQL) =>
  sql`exists (select 1 from ${familySupportStaff} where ${familySupportStaff.familyId} = ${familyId}
    and ${familySupportStaff.userId} = ${userId})`;

/**
 * How a staff user holding `manage_families` or `manage_assigned_families` reaches families (`userId` as SQL):
 * `visible(familyId)` is the condition of the families they may read, `allVisible` says whether that is every
 * family (so a count may come from the kept counters), `access(familyId)` is 'manage', 'read' or null.
 * Holders of `manage_families` manage every family; the others manage the families assigned to them and read
 * the rest only when the agency allows it (`OTHER_FAMILIES_READABLE_SETTING`).
 */
export function familyReach(userId: SQL) {
  const managesAll = staffHolds(userId, 'manage_families');
  const allVisible = sql`(${managesAll} or ${otherFamiliesReadable})`;
  return {
    allVisible,
    visible: (familyId: AnyPgColumn | SQL) => sql`(${allVisible} or ${assignedTo(familyId, userId)})`,
    access: (familyId: AnyPgColumn | SQL): SQL<'manage' | 'read' | null> =>
      sql`case when ${managesAll} or ${assignedTo(familyId, userId)} then 'manage'
        when ${otherFamiliesReadable} then 'read' end`,
  };
}

/** A family named by a request: by its id, by one of its documents, or by one of its conversations. */
export type FamilyRef = { familyId: string } | { documentId: string } | { conversationId: string };

function familyIdOf(ref: FamilyRef): SQL {
  if ('familyId' in ref) return sql`${ref.familyId}::uuid`;
  if ('documentId' in ref) {
    return sql`(select ${familyDocuments.familyId} from ${familyDocuments} where ${familyDocuments.id} = ${ref.documentId}::uuid)`;
  }
  return sql`(select ${conversationSessions.familyId} from ${conversationSessions}
    where ${conversationSessions.id} = ${ref.conversationId}::uuid)`;
}

const AccessRowSchema = z.object({ access: z.enum(['manage', 'read']).nullable() });

/** How staff user `userId` reaches the family of `ref` (`familyReach`); null when it does not exist or is not theirs. */
export async function findFamilyAccess(
  db: Conn,
  userId: string,
  ref: FamilyRef,
): Promise<'manage' | 'read' | null> {
  const reach = familyReach(sql`${userId}::uuid`);
  const [row] = await queryRows(
    db,
    AccessRowSchema,
    sql`select ${reach.access(families.id)} as access from ${families} where ${families.id} = ${familyIdOf(ref)}`,
  );
  return row?.access ?? null;
}

// ---- the filters of Staff Analytics and the staff lists ---------------------------------------------

/** Filter values: bound strings, or typed placeholders of a prepared statement. */
export interface FamilyScope {
  caseworker?: string | SQL;
  applicantType?: string | SQL;
}

/** The filters' conditions on the `families` table; undefined when none is set. */
export function familyScopeConditions(scope: FamilyScope): SQL | undefined {
  return and(
    scope.applicantType === undefined ? undefined : sql`${families.applicantType} = ${scope.applicantType}`,
    scope.caseworker === undefined
      ? undefined
      : sql`exists (select 1 from ${familySupportStaff} where ${familySupportStaff.familyId} = ${families.id}
        and ${familySupportStaff.userId} = (${scope.caseworker})::uuid)`,
  );
}

/** The filters as a condition on another table's family id column; undefined when none is set. */
export function inFamilyScope(familyId: AnyPgColumn | SQL, scope: FamilyScope): SQL | undefined {
  const conditions = familyScopeConditions(scope);
  return conditions && sql`${familyId} in (select ${families.id} from ${families} where ${conditions})`;
}

/** How staff are named in lists: the display name, else the e-mail. */
export const staffDisplayName = sql<string>`coalesce(nullif(btrim(${profiles.displayName}), ''), ${users.email})`;

/** The display name of a staff user (a scalar subquery; null when no staff user has the id). */
export function staffNameOf(userId: string | SQL): SQL<string | null> {
  return sql`(select ${staffDisplayName} from ${users} left join ${profiles} on ${profiles.id} = ${users.id}
    where ${users.id} = (${userId})::uuid and ${users.kind} = 'staff')`;
}

/** The display name of a staff user, for reads that run statements of their own (a text search). */
export async function findStaffName(db: Conn, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: staffDisplayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')));
  return row?.name ?? null;
}
