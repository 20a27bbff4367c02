import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REASON_MIN_COUNT, SpreadSchema, TOP_REASONS } from '@shared/analytics/analytics.schema';
import { type Conn, queryRows } from '../../db/client';
import { auditLog, familyDocuments } from '../../db/schema';
import {
  agencyMidnight,
  type AnalyticsScope,
  between,
  inRange,
  rangeWeeks,
  scopedFamilies,
  spread,
} from './analytics-sql';

/**
 * Documents. Hand-ins per week count documents by their latest hand-in (`submitted_at`); decisions come from the
 * audit log (`document.approved`, `document.rejected`), so a rejection stays counted after the family hands in
 * a new copy, which clears the document's own rejection. Review time is hand-in to decision of the documents
 * whose current decision falls within the range.
 */

const DocumentsRowSchema = z.object({
  /** Each week's counts, within the range's days (the first and last week may be partial). */
  weeks: z.array(
    z.object({ weekStart: z.string(), submitted: z.number(), approved: z.number(), rejected: z.number() }),
  ),
  reasons: z.array(z.object({ reason: z.string(), count: z.number() })),
  reasonsOther: z.number(),
  reviewHours: SpreadSchema,
  mismatches: z.number(),
  expiringSoon: z.number(),
  expired: z.number(),
});
export type DocumentsRow = z.infer<typeof DocumentsRowSchema>;

const REASON_SHOWN_LENGTH = 120;

export async function documents(db: Conn, scope: AnalyticsScope): Promise<DocumentsRow> {
  const d = familyDocuments;
  const a = auditLog;
  const scoped = scopedFamilies(scope);
  const docsOfScope = scoped.filter(d.familyId);
  // Like the Documents list behind the links: handed-in documents only.
  const handedIn = sql`${d.submittedAt} is not null`;
  const events = (action: string) =>
    sql`(select count(*) from ${a} where ${a.action} = ${action} and ${a.at} >= w.starts and ${a.at} < w.ends
      and ${scoped.filter(a.familyId)})`;
  const [row] = await queryRows(
    db,
    z.object({ data: DocumentsRowSchema }),
    sql`with ${scoped.cte}, weeks as (
      select week_start, greatest(${agencyMidnight(sql`week_start`)}, ${agencyMidnight(scope.range.from)}) as starts,
        least(${agencyMidnight(sql`week_start + 7`)}, ${agencyMidnight(sql`${scope.range.to}::date + 1`)}) as ends
      from ${rangeWeeks(scope.range)} w
    ),
    reasons as (
      select min(btrim(${a.details}->>'reason')) as reason, count(*) as n from ${a}
      where ${a.action} = 'document.rejected' and ${inRange(a.at, scope.range)} and ${scoped.filter(a.familyId)}
        and ${a.details}->>'reason' is not null
      group by lower(btrim(${a.details}->>'reason'))
    ),
    shown_reasons as (
      select reason, n from reasons where n >= ${REASON_MIN_COUNT} order by n desc, reason limit ${TOP_REASONS}
    )
    select json_build_object(
      'weeks', (select json_agg(json_build_object('weekStart', w.week_start,
          'submitted', (select count(*) from ${d} where ${handedIn} and ${d.submittedAt} >= w.starts
            and ${d.submittedAt} < w.ends and ${docsOfScope}),
          'approved', ${events('document.approved')}, 'rejected', ${events('document.rejected')}) order by w.week_start)
        from weeks w),
      'reasons', (select coalesce(json_agg(json_build_object('reason', left(reason, ${REASON_SHOWN_LENGTH}), 'count', n)
          order by n desc, reason), '[]') from shown_reasons),
      'reasonsOther', (select coalesce(sum(n), 0) from reasons) - (select coalesce(sum(n), 0) from shown_reasons),
      'reviewHours', (select ${spread(sql`h`, 'hours')} from (
          select ${between(d.submittedAt, d.approvedAt)} as h from ${d}
          where ${d.status} = 'approved' and ${d.approvedAt} is not null and ${inRange(d.approvedAt, scope.range)}
            and ${d.submittedAt} <= ${d.approvedAt} and ${docsOfScope}
          union all
          select ${between(d.submittedAt, d.rejectedAt)} from ${d}
          where ${d.status} = 'rejected' and ${d.rejectedAt} is not null and ${inRange(d.rejectedAt, scope.range)}
            and ${d.submittedAt} <= ${d.rejectedAt} and ${docsOfScope}) r),
      'mismatches', (select count(*) from ${d} where ${d.mismatch} and ${d.status} = 'submitted'
          and ${handedIn} and ${docsOfScope}),
      'expiringSoon', (select count(*) from ${d} where ${handedIn} and ${d.status} = 'approved' and ${d.expiresOn} is not null
          and ${d.expiresOn} <= ${scope.expiringBy}::date and ${docsOfScope}),
      'expired', (select count(*) from ${d} where ${handedIn} and ${d.status} = 'expired' and ${docsOfScope})
    ) as data`,
  );
  if (!row) throw new Error('the documents statement returned nothing');
  return row.data;
}
