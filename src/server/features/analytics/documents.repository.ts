import { sql } from 'drizzle-orm';
import {
  EXPIRING_WITHIN_DAYS,
  REASON_MIN_COUNT,
  TOP_REASONS,
  type Spread,
} from '@shared/analytics/analytics.schema';
import { type Conn, queryRows } from '../../db/client';
import { auditLog, familyDocuments } from '../../db/schema';
import {
  agencyWeek,
  type AnalyticsScope,
  familyFilter,
  hoursBetween,
  inRange,
  rangeWeeks,
  spread,
} from './analytics-sql';

/**
 * Documents. Hand-ins per week count documents by their latest hand-in (`submitted_at`); decisions come from the
 * audit log (`document.approved`, `document.rejected`), so a rejection stays counted after the family hands in
 * a new copy, which clears the document's own rejection. Review time is hand-in to decision of the documents
 * whose current decision falls within the range.
 */

export interface DocumentsRow {
  weeks: { weekStart: string; submitted: number; approved: number; rejected: number }[];
  approved: number;
  rejected: number;
  reasons: { reason: string; count: number }[];
  reasonsOther: number;
  reviewHours: Spread;
  mismatches: number;
  expiringSoon: number;
  expired: number;
}

const REASON_SHOWN_LENGTH = 120;

export async function documents(db: Conn, scope: AnalyticsScope): Promise<DocumentsRow> {
  const d = familyDocuments;
  const a = auditLog;
  const docsOfScope = familyFilter(d.familyId, scope);
  // Like the Documents list behind the links: handed-in documents only.
  const handedIn = sql`${d.submittedAt} is not null`;
  const decisionWhen = sql`case ${d.status} when 'approved' then ${d.approvedAt} else ${d.rejectedAt} end`;
  const [row] = await queryRows<{ data: DocumentsRow }>(
    db,
    sql`with submitted as (
      select ${agencyWeek(d.submittedAt)} as week_start, count(*) as n from ${d}
      where ${d.submittedAt} is not null and ${inRange(d.submittedAt, scope.range)} and ${docsOfScope}
      group by 1
    ),
    decisions as (
      select ${a.action} as action, ${a.at} as at, ${a.details}->>'reason' as reason from ${a}
      where ${a.action} in ('document.approved', 'document.rejected') and ${inRange(a.at, scope.range)}
        and ${familyFilter(a.familyId, scope)}
    ),
    decided as (
      select ${agencyWeek(sql`at`)} as week_start, count(*) filter (where action = 'document.approved') as approved,
        count(*) filter (where action = 'document.rejected') as rejected
      from decisions group by 1
    ),
    reasons as (
      select min(btrim(reason)) as reason, count(*) as n from decisions
      where action = 'document.rejected' and reason is not null
      group by lower(btrim(reason))
    ),
    shown_reasons as (
      select reason, n from reasons where n >= ${REASON_MIN_COUNT} order by n desc, reason limit ${TOP_REASONS}
    )
    select json_build_object(
      'weeks', (select json_agg(json_build_object('weekStart', w.week_start, 'submitted', coalesce(s.n, 0),
          'approved', coalesce(x.approved, 0), 'rejected', coalesce(x.rejected, 0)) order by w.week_start)
        from ${rangeWeeks(scope.range)} w
        left join submitted s on s.week_start = w.week_start left join decided x on x.week_start = w.week_start),
      'approved', (select count(*) from decisions where action = 'document.approved'),
      'rejected', (select count(*) from decisions where action = 'document.rejected'),
      'reasons', (select coalesce(json_agg(json_build_object('reason', left(reason, ${REASON_SHOWN_LENGTH}), 'count', n)
          order by n desc, reason), '[]') from shown_reasons),
      'reasonsOther', (select count(*) from decisions where action = 'document.rejected')
        - (select coalesce(sum(n), 0) from shown_reasons),
      'reviewHours', (select ${spread(sql`h`)} from (
          select ${hoursBetween(d.submittedAt, decisionWhen)} as h from ${d}
          where ${d.status} = 'approved' and ${d.approvedAt} is not null and ${inRange(d.approvedAt, scope.range)}
            and ${d.submittedAt} <= ${d.approvedAt} and ${docsOfScope}
          union all
          select ${hoursBetween(d.submittedAt, decisionWhen)} from ${d}
          where ${d.status} = 'rejected' and ${d.rejectedAt} is not null and ${inRange(d.rejectedAt, scope.range)}
            and ${d.submittedAt} <= ${d.rejectedAt} and ${docsOfScope}) r),
      'mismatches', (select count(*) from ${d} where ${d.mismatch} and ${d.status} = 'submitted'
          and ${handedIn} and ${docsOfScope}),
      'expiringSoon', (select count(*) from ${d} where ${handedIn} and ${d.status} = 'approved' and ${d.expiresOn} is not null
          and ${d.expiresOn} <= ${scope.today}::date + ${EXPIRING_WITHIN_DAYS}::int and ${docsOfScope}),
      'expired', (select count(*) from ${d} where ${handedIn} and ${d.status} = 'expired' and ${docsOfScope})
    ) as data`,
  );
  if (!row) throw new Error('the documents statement returned nothing');
  return row.data;
}
