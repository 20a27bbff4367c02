import { and, asc, count, eq, exists, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '@shared/page-size';
import type { Conn } from '../../db/client';
import { inFamilyScope, staffNameOf } from '../../db/family-scope';
import { jsonTuple } from '../../db/json';
import {
  documentCounters,
  everyDocumentCounterShard,
  familyDocuments,
  families,
  householdMembers,
} from '../../db/schema';
import { containsPattern } from '../../lib/contains-pattern';
import {
  type DocumentRow,
  familyName,
  StaffDocumentTupleSchema,
  staffColumns,
  staffViewFields,
} from './documents.repository';

/*
 * The staff review list (/staff/documents): what families handed in, its filters, its search and its totals.
 */

export interface StaffListFilters {
  status?: DocumentRow['status'];
  processingStatus?: DocumentRow['processingStatus'];
  familyId?: string;
  stepId?: number;
  flagged?: boolean;
  /** Approved copies that expire on or before this date (YYYY-MM-DD), and expired ones. */
  expiringBefore?: string;
  /** Documents of families with this staff user on their support team. */
  caseworker?: string;
  applicantType?: string;
  search?: string;
  page: number;
  pageSize: number;
}

/** A search counts its matches only up to here; past it the total is "more than this". */
const SEARCH_TOTAL_CAP = 1000;
/** A search matching more families than this is broad on the family side (see searchConditions). */
const FAMILY_IDS_MAX = 500;

/** Approved copies expiring by `before`, and copies already expired (the "Expiring soon" filter). */
function expiringBy(before: SQL | string): SQL {
  return sql`((${familyDocuments.status} = 'approved' and ${familyDocuments.expiresOn} <= ${before}) or ${familyDocuments.status} = 'expired')`;
}

/** Every item a family handed in (submitted_at set), of any kind: what document_counters.handed_in counts. */
const HANDED_IN = isNotNull(familyDocuments.submittedAt);

/** The list's unfiltered total, kept by a trigger: no count over the table. */
const handedInTotal = sql<number>`(select coalesce(sum(${documentCounters.handedIn}), 0)::int from ${documentCounters}
  where ${everyDocumentCounterShard})`;

interface SearchConditions {
  all: SQL;
  known: SQL;
  broad: boolean;
}

/**
 * Documents with a matching name or of a family whose name or case number matches. The families are looked
 * up first (their trigram indexes) and passed as a constant array, so the planner sees how many documents
 * they bring: for a narrow search it unites two index lookups (family_documents_review_family_idx and the
 * name trigram index), for a broad one it walks the list order and stops after the page. The family test
 * comes first, so a family match skips the ILIKE on the name.
 *
 * When more than FAMILY_IDS_MAX families match, `all` tests each row's family instead (a walk in list order
 * meets a match every few rows); `known`, the documents of the first families found, is then a subset that
 * is cheap to count and usually reaches the cap on its own.
 */
async function searchConditions(db: Conn, pattern: string): Promise<SearchConditions> {
  const familyMatches = or(ilike(familyName, pattern), ilike(families.caseNumber, pattern));
  const found = await db
    .select({ id: families.id })
    .from(families)
    .where(familyMatches)
    .limit(FAMILY_IDS_MAX + 1);
  const nameMatches = ilike(familyDocuments.documentName, pattern);
  const ids = found.map((row) => row.id);
  const known = ids.length
    ? sql`(${familyDocuments.familyId} = any(${sql.param(ids)}::uuid[]) or ${nameMatches})`
    : nameMatches;
  if (ids.length <= FAMILY_IDS_MAX) return { all: known, known, broad: false };
  const ofMatchingFamily = db
    .select({ one: sql`1` })
    .from(families)
    .where(and(eq(families.id, familyDocuments.familyId), familyMatches));
  return { all: sql`(${exists(ofMatchingFamily)} or ${nameMatches})`, known, broad: true };
}

/** How many rows match, counting no further than SEARCH_TOTAL_CAP + 1. */
async function countToCap(db: Conn, where: SQL): Promise<number> {
  const matches = db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/** The list's total: exact without a search (an index-only count), up to the cap with one. */
async function countStaffDocuments(
  db: Conn,
  filtered: SQL | undefined,
  search: SearchConditions | undefined,
) {
  if (!search) {
    const [row] = await db
      .select({ total: filtered ? count() : handedInTotal })
      .from(filtered ? familyDocuments : documentCounters)
      .where(filtered ?? everyDocumentCounterShard)
      .limit(1);
    return { total: Number(row?.total ?? 0), totalIsCapped: false };
  }
  let total = await countToCap(db, and(HANDED_IN, filtered, search.known)!);
  if (total <= SEARCH_TOTAL_CAP && search.broad)
    total = await countToCap(db, and(HANDED_IN, filtered, search.all)!);
  return total > SEARCH_TOTAL_CAP
    ? { total: SEARCH_TOTAL_CAP, totalIsCapped: true }
    : { total, totalIsCapped: false };
}

/** The list's filters besides "handed in"; undefined when none is set (the total is then the counter's). */
function listFilters(filters: Omit<StaffListFilters, 'search' | 'page' | 'pageSize'>): SQL | undefined {
  return and(
    filters.status ? eq(familyDocuments.status, filters.status) : undefined,
    filters.processingStatus ? eq(familyDocuments.processingStatus, filters.processingStatus) : undefined,
    filters.familyId ? eq(familyDocuments.familyId, filters.familyId) : undefined,
    filters.stepId ? eq(familyDocuments.stepId, filters.stepId) : undefined,
    filters.flagged === undefined ? undefined : eq(familyDocuments.mismatch, filters.flagged),
    filters.expiringBefore ? expiringBy(filters.expiringBefore) : undefined,
    inFamilyScope(familyDocuments.familyId, filters),
  );
}

/**
 * The staff review list: what families handed in, newest submitted first, the id breaking ties (the
 * family_documents_review_* indexes). The page's ids are found first (without a search, by an index-only
 * scan) and only then its rows and families read, so a deep page skips index entries, not rows. Totals are
 * exact, but a search (whose matches no index can count) counts to SEARCH_TOTAL_CAP and says when it
 * stopped there.
 */
export async function listStaffDocuments(db: Conn, filters: StaffListFilters) {
  const filtered = listFilters(filters);
  const search = filters.search ? await searchConditions(db, containsPattern(filters.search)) : undefined;
  const page = db
    .select({ id: familyDocuments.id, submittedAt: familyDocuments.submittedAt })
    .from(familyDocuments)
    .where(and(HANDED_IN, filtered, search?.all))
    .orderBy(sql`${familyDocuments.submittedAt} desc nulls last`, asc(familyDocuments.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .as('page');
  const [rows, totals] = await Promise.all([
    db
      .select(staffColumns)
      .from(page)
      .innerJoin(familyDocuments, eq(familyDocuments.id, page.id))
      .innerJoin(families, eq(families.id, familyDocuments.familyId))
      .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
      .orderBy(sql`${page.submittedAt} desc nulls last`, asc(page.id)),
    countStaffDocuments(db, filtered && and(HANDED_IN, filtered), search),
  ]);
  return { rows, ...totals };
}

/** Which filters a staff list page without a search has; each shape is its own prepared statement. */
export type StaffPageShape = Record<
  | 'status'
  | 'processingStatus'
  | 'familyId'
  | 'stepId'
  | 'flagged'
  | 'expiringBefore'
  | 'caseworker'
  | 'applicantType',
  boolean
>;

export const StaffDocumentPageJsonSchema = z.object({
  total: z.number(),
  rows: z.array(StaffDocumentTupleSchema),
  caseworkerName: z.string().nullable(),
});

/**
 * A page of the staff review list without a search and its exact total, as one JSON value (`{ total, rows:
 * StaffDocumentTuple[], caseworkerName }`), from the placeholders of the filters the shape has, `limit` and `offset`. The same
 * order and index use as `listStaffDocuments`: the page's ids first, then their rows. The ids are read at most a
 * full page at a time before the page's own limit, so the statement's generic plan (`PlanMode`) expects a page of
 * rows, not a tenth of the table, and looks each one up by key.
 */
export function staffDocumentPageJson(shape: StaffPageShape): SQL {
  const placeholder = (name: keyof StaffPageShape, type: string) =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const filters = and(
    shape.status ? sql`${familyDocuments.status} = ${placeholder('status', 'text')}` : undefined,
    shape.processingStatus
      ? sql`${familyDocuments.processingStatus} = ${placeholder('processingStatus', 'text')}`
      : undefined,
    shape.familyId ? sql`${familyDocuments.familyId} = ${placeholder('familyId', 'uuid')}` : undefined,
    shape.stepId ? sql`${familyDocuments.stepId} = ${placeholder('stepId', 'int')}` : undefined,
    shape.flagged ? sql`${familyDocuments.mismatch} = ${placeholder('flagged', 'boolean')}` : undefined,
    shape.expiringBefore ? expiringBy(placeholder('expiringBefore', 'date')) : undefined,
    inFamilyScope(familyDocuments.familyId, {
      caseworker: shape.caseworker ? placeholder('caseworker', 'uuid') : undefined,
      applicantType: shape.applicantType ? placeholder('applicantType', 'text') : undefined,
    }),
  );
  const filtered = and(HANDED_IN, filters);
  const total = filters ? sql`(select count(*) from ${familyDocuments} where ${filtered})` : handedInTotal;
  return sql`select json_build_object(
    'total', ${total},
    'rows', (select coalesce(json_agg(listed.item), '[]'::json) from (
      select ${jsonTuple(staffViewFields)} as item
      from (select capped.id, capped.submitted_at from (
              select ${familyDocuments.id} as id, ${familyDocuments.submittedAt} as submitted_at
              from ${familyDocuments} where ${filtered}
              order by ${familyDocuments.submittedAt} desc nulls last, ${familyDocuments.id}
              offset ${sql.placeholder('offset')}::int limit ${MAX_PAGE_SIZE}) capped
            order by capped.submitted_at desc nulls last, capped.id
            limit ${sql.placeholder('limit')}::int) page
      join ${familyDocuments} on ${familyDocuments.id} = page.id
      join ${families} on ${families.id} = ${familyDocuments.familyId}
      left join ${householdMembers} on ${householdMembers.id} = ${familyDocuments.householdMemberId}
      order by page.submitted_at desc nulls last, page.id) listed),
    'caseworkerName', ${shape.caseworker ? staffNameOf(placeholder('caseworker', 'uuid')) : sql`null`})`;
}
