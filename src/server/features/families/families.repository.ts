import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListFamiliesQuery } from '@shared/families/families.schema';
import { withFields } from '@shared/with-fields';
import type { Conn, Tx } from '../../db/client';
import { familyReach, familyScopeConditions, staffNameOf } from '../../db/family-scope';
import { jsonArray, type JsonRow, type JsonTuple, jsonTuple, rowsOf } from '../../db/json';
import { jsonRowSchema, jsonTupleSchema } from '../../db/json-schema';
import { containsPattern } from '../../lib/contains-pattern';
import {
  families,
  familyCounts,
  familyDisplayNameSql,
  familyDocuments,
  familySupportStaff,
  householdMembers,
  profiles,
  users,
} from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listColumns = {
  id: families.id,
  caseNumber: families.caseNumber,
  familyName: families.familyName,
  primaryContactName: families.primaryContactName,
  currentStep: families.currentStep,
  stepName: families.stepName,
  progressPercentage: families.progressPercentage,
  status: families.status,
  startDate: families.startDate,
  lastLogin: families.lastLogin,
};

/** How a page of All Families is searched: not at all, by name or case number, or by an exact family id. */
export type FamilySearch = 'none' | 'text' | 'id';

/** The search of a query and the value of its `search` placeholder (null when there is none). */
export function familySearchOf(search: string | undefined): { search: FamilySearch; value: string | null } {
  if (!search) return { search: 'none', value: null };
  if (UUID.test(search)) return { search: 'id', value: search.toLowerCase() };
  return { search: 'text', value: containsPattern(search) };
}

const SEARCH = sql.placeholder('search');

/** Family or contact name or case number containing the text (any case), or the exact id. */
function searchCondition(search: FamilySearch): SQL | undefined {
  switch (search) {
    case 'none':
      return undefined;
    case 'id':
      return sql`${families.id} = ${SEARCH}::uuid`;
    case 'text': {
      // One ILIKE per row instead of three on a full scan; the unit separator (which nobody types) keeps a
      // match from spanning two fields.
      const searchable = sql`coalesce(${families.familyName}, '') || chr(31) || ${families.primaryContactName} || chr(31) || ${families.caseNumber}`;
      return sql`${searchable} ilike ${SEARCH}::text`;
    }
  }
}

type Direction = 'asc' | 'desc';

/** The name All Families shows; the same expression as the families_display_name_idx index. */
const displayName = familyDisplayNameSql(families);

/**
 * The ORDER BY of a sort, read forwards or backwards. Backwards is the exact mirror (nulls too), so a page
 * near the end can be read from the end and flipped; the id makes the order total so pages never overlap.
 */
function orderBy(sort: ListFamiliesQuery['sort'], order: Direction, backwards: boolean): SQL[] {
  const direction: Direction = backwards === (order === 'asc') ? 'desc' : 'asc';
  const dir = direction === 'desc' ? desc : asc;
  const tieBreak = dir(families.id);
  switch (sort) {
    case 'step':
      return [dir(families.currentStep), dir(families.startDate), tieBreak];
    case 'progress':
      return [dir(families.progressPercentage), tieBreak];
    case 'startDate':
      return [dir(families.startDate), tieBreak];
    case 'lastLogin':
      return [
        sql`${families.lastLogin} ${sql.raw(direction)} ${sql.raw(backwards ? 'nulls first' : 'nulls last')}`,
        tieBreak,
      ];
    case 'name':
      return [dir(displayName), tieBreak];
    case 'contact':
      return [dir(families.primaryContactName), tieBreak];
  }
}

export type FamilyListJson = JsonRow<typeof listColumns>;
/** A row of `familyPageJson` as the list columns' values (read by `familyRows`). */
export type FamilyListTuple = JsonTuple<typeof listColumns>;

/** The schema of `familyPageJson`'s JSON. */
export const FamilyPageJsonSchema = z.object({
  total: z.number(),
  rows: z.array(jsonTupleSchema(listColumns)),
  caseworkerName: z.string().nullable(),
});

/** `familyPageJson`'s rows as objects. */
export function familyRows(tuples: readonly FamilyListTuple[]): FamilyListJson[] {
  return rowsOf(listColumns, tuples);
}

const CASEWORKER = sql`${sql.placeholder('caseworker')}::uuid`;
/** The families the session's staff user may read (a session read's `userId`: the statement checks the session). */
export const sessionReach = familyReach(sql`${sql.placeholder('userId')}::uuid`);
const LIMIT = sql`${sql.placeholder('limit')}::int`;
const OFFSET = sql`${sql.placeholder('offset')}::int`;

/** What a page of All Families depends on; each shape is its own prepared statement. */
export interface FamilyPageShape {
  sort: ListFamiliesQuery['sort'];
  order: Direction;
  search: FamilySearch;
  byStep: boolean;
  byStatus: boolean;
  byCaseworker: boolean;
  byApplicantType: boolean;
}

/**
 * One page of All Families and the total, as one JSON value (`{ total, rows: FamilyListTuple[], caseworkerName }`),
 * from the placeholders `search`, `step`, `status`, `caseworker`, `applicantType`, `limit` and `offset`.
 */
export function familyPageJson(shape: FamilyPageShape): SQL {
  const where = and(
    sessionReach.visible(families.id),
    searchCondition(shape.search),
    shape.byStep ? sql`${families.currentStep} = ${sql.placeholder('step')}::int` : undefined,
    shape.byStatus ? sql`${families.status} = ${sql.placeholder('status')}` : undefined,
    familyScopeConditions({
      caseworker: shape.byCaseworker ? CASEWORKER : undefined,
      applicantType: shape.byApplicantType ? sql`${sql.placeholder('applicantType')}::text` : undefined,
    }),
  );
  const page = shape.search === 'none' ? listedPage(shape, where) : searchedPage(shape, where);
  return sql`with ${page.with}
    select json_build_object(
      'total', ${page.total},
      'rows', ${page.rows},
      'caseworkerName', ${shape.byCaseworker ? staffNameOf(CASEWORKER) : sql`null`})`;
}

/** A page's statement parts: its common table expressions, then the total's and the rows' expressions. */
interface PageParts {
  with: SQL;
  total: SQL;
  rows: SQL;
}

/** The page's rows, numbered in their scan order (a backwards reading is flipped by it). */
const positioned = (scan: SQL) =>
  sql`select scanned.*, row_number() over () as position from (${scan}) scanned`;

const whereOf = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);

/**
 * Without a text search, a page past the middle is read from the other end (a short backward index scan
 * instead of skipping thousands of rows), so the last pages of 10,000 families are as fast as the first: both
 * readings are in the statement, and a one-time condition on the total runs only one.
 */
function listedPage(shape: FamilyPageShape, where: SQL | undefined): PageParts {
  const n = sql`(select n from matching)`;
  const scan = (backwards: boolean) => {
    const gate = backwards ? sql`${OFFSET} > ${n} / 2` : sql`${OFFSET} <= ${n} / 2`;
    const bounds = backwards
      ? sql`limit greatest(0, least(${LIMIT}, ${n} - ${OFFSET})) offset greatest(0, ${n} - ${OFFSET} - ${LIMIT})`
      : sql`limit ${LIMIT} offset ${OFFSET}`;
    return sql`select ${jsonTuple(listColumns)} as item from ${families}
      where ${and(where, gate)} order by ${sql.join(orderBy(shape.sort, shape.order, backwards), sql`, `)} ${bounds}`;
  };
  const rows = (backwards: boolean) =>
    sql`(select json_agg(page.item order by page.position ${sql.raw(backwards ? 'desc' : 'asc')}) from (${positioned(scan(backwards))}) page)`;
  // The total from the trigger-kept counts (migration 0010): at most 32 rows instead of every family. They
  // count by step and status only: with a caseworker or applicant type, or for a reader of their own
  // families only, the families are counted for real.
  const counted = and(
    shape.byStep ? sql`${familyCounts.currentStep} = ${sql.placeholder('step')}::int` : undefined,
    shape.byStatus ? sql`${familyCounts.status} = ${sql.placeholder('status')}` : undefined,
  );
  const counting = sql`select count(*) as n from ${families} ${whereOf(where)}`;
  const matching =
    shape.byCaseworker || shape.byApplicantType
      ? counting
      : sql`select case when ${sessionReach.allVisible}
          then (select coalesce(sum(${familyCounts.families}), 0)::bigint from ${familyCounts} ${whereOf(counted)})
          else (${counting}) end as n`;
  return {
    with: sql`matching as (${matching})`,
    total: n,
    rows: sql`coalesce(${rows(false)}, ${rows(true)}, '[]'::json)`,
  };
}

/**
 * A text search reads every row anyway, so one scan returns both the page and (as a window) the total; the
 * families are counted again only for a page past the end of the results. The scan carries ids alone, so
 * only the page's rows are built as JSON.
 */
function searchedPage(shape: FamilyPageShape, where: SQL | undefined): PageParts {
  const order = sql.join(orderBy(shape.sort, shape.order, false), sql`, `);
  const scan = sql`select ${families.id} as id, count(*) over () as n from ${families} ${whereOf(where)}
    order by ${order} limit ${LIMIT} offset ${OFFSET}`;
  return {
    with: sql`page as (select ${jsonTuple(listColumns)} as item, found.n, found.position
      from (${positioned(scan)}) found join ${families} on ${families.id} = found.id)`,
    total: sql`coalesce((select n from page limit 1), case when ${OFFSET} = 0 then 0 end,
      (select count(*) from ${families} ${whereOf(where)}))`,
    rows: sql`(select coalesce(json_agg(page.item order by page.position), '[]'::json) from page)`,
  };
}

export type ApplicationJson = FamilyListJson & {
  /** The names of its missing documents (`missingDocumentNames`), in the order the journey asks for them. */
  missingDocumentNames: string[];
};
/** A row of `applicationPageJson`: the list columns' values, then the missing documents' names. */
export type ApplicationTuple = JsonTuple<typeof listColumns>;

/** `applicationPageJson`'s rows as objects. */
export function applicationRows(tuples: readonly ApplicationTuple[]): ApplicationJson[] {
  const namesAt = Object.keys(listColumns).length;
  return rowsOf(listColumns, tuples).map((row, i) =>
    withFields(row, { missingDocumentNames: (tuples[i]?.[namesAt] ?? []) as string[] }),
  );
}

/**
 * The names of a family's missing documents up to its current step, one per document (a name asked of two
 * adults comes twice), ordered by step and request: `documentCounts`' rule (required and still pending; a
 * waived one is not pending), read in SQL so a page of families sends names instead of every document's fields.
 */
const missingDocumentNames = sql`(select coalesce(json_agg(${familyDocuments.documentName}
    order by ${familyDocuments.stepId}, ${familyDocuments.createdAt}, ${familyDocuments.documentName}), '[]'::json)
  from ${familyDocuments} where ${familyDocuments.familyId} = ${families.id} and ${familyDocuments.required}
    and ${familyDocuments.status} = 'pending' and ${familyDocuments.stepId} <= ${families.currentStep})`;

/** The schema of `applicationPageJson`'s JSON. */
export const ApplicationPageJsonSchema = z.object({
  total: z.number(),
  rows: z.array(
    jsonTupleSchema({ ...listColumns, missingDocumentNames }, { missingDocumentNames: z.array(z.string()) }),
  ),
});

/**
 * Active families in the application steps, oldest start first, each with the names of its missing documents,
 * one page from the `limit` and `offset` placeholders and the total, as one JSON value
 * (`{ total, rows: ApplicationTuple[] }`, read by `applicationRows`).
 */
export function applicationPageJson(steps: readonly number[]): SQL {
  const where = and(
    eq(families.status, 'active'),
    inArray(families.currentStep, [...steps]),
    sessionReach.visible(families.id),
  );
  return sql`select json_build_object(
    'total', case when ${sessionReach.allVisible}
      then (select coalesce(sum(${familyCounts.families}), 0) from ${familyCounts}
        where ${familyCounts.status} = 'active' and ${inArray(familyCounts.currentStep, [...steps])})
      else (select count(*) from ${families} where ${where}) end,
    'rows', (select coalesce(json_agg(page.item), '[]'::json) from (
      select ${jsonTuple({ ...listColumns, missingDocumentNames })} as item
      from ${families} where ${where}
      order by ${families.startDate}, ${families.createdAt}, ${families.id}
      limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int) page))`;
}

/** Serializes case-number allocation (two staff creating families at once). Any fixed bigint works. */
const CASE_NUMBER_LOCK_KEY = 7_243_901_119;

/** The highest NNNN used in 'HVN-<year>-NNNN' so far, under a transaction-scoped lock. */
export async function lockAndFindLastCaseNumber(db: Tx, year: number): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(${CASE_NUMBER_LOCK_KEY})`);
  const prefix = `HVN-${year}-`;
  const [row] = await db
    .select({
      last: sql<
        number | null
      >`max(substring(${families.caseNumber} from ${prefix.length + 1}::int)::int)`.mapWith(Number),
    })
    .from(families)
    .where(sql`${families.caseNumber} ~ ${`^${prefix}[0-9]+$`}`);
  return row?.last ?? 0;
}

export async function insertFamily(db: Conn, values: typeof families.$inferInsert) {
  const [row] = await db
    .insert(families)
    .values(values)
    .returning({ id: families.id, caseNumber: families.caseNumber });
  if (!row) throw new Error('insert families returned no row');
  return row;
}

export async function findFamilyForUpdate(db: Tx, familyId: string) {
  const [row] = await db.select().from(families).where(eq(families.id, familyId)).limit(1).for('update');
  return row;
}

export async function updateFamilyPosition(
  db: Conn,
  familyId: string,
  values: Pick<typeof families.$inferInsert, 'currentStep' | 'stepName' | 'progressPercentage' | 'status'>,
) {
  await db.update(families).set(values).where(eq(families.id, familyId));
}

export async function updateApplicantType(db: Conn, familyId: string, applicantType: string) {
  await db.update(families).set({ applicantType }).where(eq(families.id, familyId));
}

export async function familyExists(db: Conn, familyId: string) {
  const [row] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId)).limit(1);
  return row !== undefined;
}

export type MemberValues = Pick<
  typeof householdMembers.$inferInsert,
  'name' | 'role' | 'relationship' | 'age' | 'livedOutOfState' | 'drivesChildren'
>;

export async function insertMember(db: Conn, familyId: string, values: MemberValues) {
  const [row] = await db
    .insert(householdMembers)
    .values({ ...values, familyId })
    .returning();
  if (!row) throw new Error('insert household_members returned no row');
  return row;
}

export async function updateMember(db: Conn, familyId: string, memberId: string, values: MemberValues) {
  const [row] = await db
    .update(householdMembers)
    .set(values)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)))
    .returning();
  return row;
}

export async function deleteMember(db: Conn, familyId: string, memberId: string) {
  const [row] = await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)))
    .returning({ name: householdMembers.name });
  return row;
}

/**
 * Staff a family may be shown as its support team: approved by an administrator and with a confirmed address.
 * A self-registered sign-up (pending or declined, or unconfirmed) is nobody the agency has vetted (issue 42).
 */
const vettedStaff = () =>
  and(eq(users.kind, 'staff'), eq(users.accessStatus, 'approved'), isNotNull(users.emailConfirmedAt));

/** Which of `userIds` are vetted staff (`vettedStaff`). */
export async function findStaffUsers(db: Conn, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), vettedStaff()));
}

export async function replaceSupportStaff(
  db: Conn,
  familyId: string,
  members: { userId: string; roleTitle: string }[],
) {
  await db.delete(familySupportStaff).where(eq(familySupportStaff.familyId, familyId));
  if (members.length === 0) return;
  await db.insert(familySupportStaff).values(members.map((m, position) => ({ familyId, ...m, position })));
}

/** Vetted staff users (`vettedStaff`) by name or e-mail, for the support-team picker. */
export async function searchStaff(db: Conn, search: string | undefined, limit: number) {
  const pattern = search ? containsPattern(search) : undefined;
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(${profiles.displayName}, ${users.email})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        vettedStaff(),
        pattern ? or(ilike(users.email, pattern), ilike(profiles.displayName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.displayName}, ${users.email}))`), asc(users.id))
    .limit(limit);
}

const portalAccountFields = {
  userId: users.id,
  email: users.email,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  lastSignInAt: users.lastSignInAt,
};
export type PortalAccountJson = JsonRow<typeof portalAccountFields>;
export const PortalAccountsJsonSchema = z.array(
  jsonRowSchema(portalAccountFields, { hasPassword: z.boolean() }),
);

/** Family-portal accounts bound to the family, as one JSON array (`listPortalAccounts` order). */
export function portalAccountsJson(familyId: SQL): SQL {
  return jsonArray(
    portalAccountFields,
    // The family's own accounts; the adults' own accounts (issue 44) are listed with their member.
    sql`from ${users} where ${users.kind} = 'family' and ${users.familyId} = ${familyId}
      and ${users.householdMemberId} is null`,
    sql`${users.createdAt}, ${users.id}`,
  );
}
