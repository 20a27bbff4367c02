import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Conn } from './client';
import { families, familySupportStaff, profiles, users } from './schema';

/**
 * The family filters Staff Analytics and the staff lists share (caseworker, applicant type), as statement parts.
 * It lives at the db layer so a figure and the list behind it count the same families with the same SQL.
 */

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
