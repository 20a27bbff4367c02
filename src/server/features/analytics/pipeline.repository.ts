import { type SQL, sql } from 'drizzle-orm';
import { STUCK_LIST_LIMIT, type Spread } from '@shared/analytics/analytics.schema';
import { type Conn, queryRows } from '../../db/client';
import { familyDisplayNameSql, families } from '../../db/schema';
import {
  agencyDay,
  agencyMidnight,
  type AnalyticsScope,
  daysBetween,
  familyConditions,
  familyFilter,
  inRange,
  spread,
} from './analytics-sql';

/**
 * The approval pipeline. A family's step history is its `family.step_moved` audit rows (from, to, status, at):
 * a stay on a step runs from the move that led there (or, for the first step recorded, from the family's start
 * date) to the next move. A move whose status is 'approved' is the approval, not a stay. Families moved before
 * the audit log existed have no rows, so only their current stay (from the start date) is known. The window
 * reads the history in the order of audit_log_step_moves_idx (family, at, id). Reading only the range's moves
 * and each one's predecessor was measured slower on PGlite for a year's range (an index probe per move).
 */

/** The filtered families, and their moves with the time of the move that followed (null: the current stay). */
function historyCtes(scope: AnalyticsScope): SQL {
  return sql`fam as (
      select ${families.id} as id, ${families.status} as status, ${families.currentStep} as current_step,
        ${families.startDate} as start_date
      from ${families} where ${familyConditions(scope)}
    ),
    moves as (
      select a.family_id, a.at, (a.details->>'from')::int as from_step, (a.details->>'to')::int as to_step,
        a.details->>'status' as status,
        lead(a.at) over (partition by a.family_id order by a.at, a.id) as next_at,
        row_number() over (partition by a.family_id order by a.at, a.id) as n
      from audit_log a
      where a.action = 'family.step_moved' and a.family_id is not null and ${familyFilter(sql`a.family_id`, scope)}
    ),
    current_stay as (
      select f.id, f.current_step, coalesce(m.at, ${agencyMidnight(sql`f.start_date`)}) as entered_at,
        ${sql`${scope.today}::date`} - ${agencyDay(sql`coalesce(m.at, ${agencyMidnight(sql`f.start_date`)})`)} as days_on_step
      from fam f left join moves m on m.family_id = f.id and m.next_at is null
      where f.status = 'active'
    )`;
}

export interface PipelineRow {
  funnel: { step: number; families: number }[];
  onHold: number;
  approved: number;
  stepDays: ({ step: number } & Spread)[];
  daysToApproval: Spread;
  stuck: { step: number; families: number }[];
}

/** Everything of the pipeline section as one JSON value. */
export async function pipeline(db: Conn, scope: AnalyticsScope, stuckDays: number): Promise<PipelineRow> {
  const [row] = await queryRows<{ data: PipelineRow }>(
    db,
    sql`with ${historyCtes(scope)},
    stays as (
      select to_step as step, at as entered_at, next_at as left_at from moves where status <> 'approved'
      union all
      select m.from_step, ${agencyMidnight(sql`f.start_date`)}, m.at from moves m join fam f on f.id = m.family_id
      where m.n = 1
    )
    select json_build_object(
      'funnel', (select coalesce(json_agg(json_build_object('step', step, 'families', n) order by step), '[]')
        from (select current_step as step, count(*) as n from fam where status = 'active' group by 1) c),
      'onHold', (select count(*) from fam where status = 'on_hold'),
      'approved', (select count(*) from fam where status = 'approved'),
      'stepDays', (select coalesce(jsonb_agg(jsonb_build_object('step', step) || s.spread order by step), '[]')
        from (select step, ${spread(sql`d`)}::jsonb as spread
          from (select step, ${daysBetween(sql`entered_at`, sql`left_at`)} as d from stays
            where left_at > entered_at and ${inRange(sql`left_at`, scope.range)}) y
          group by step) s),
      'daysToApproval', (select ${spread(sql`d`)} from (
          select distinct on (m.family_id) ${daysBetween(agencyMidnight(sql`f.start_date`), sql`m.at`)} as d
          from moves m join fam f on f.id = m.family_id
          where m.status = 'approved' and ${inRange(sql`m.at`, scope.range)}
          order by m.family_id, m.at desc) a),
      'stuck', (select coalesce(json_agg(json_build_object('step', step, 'families', n) order by step), '[]')
        from (select current_step as step, count(*) as n from current_stay where days_on_step > ${stuckDays}
          group by 1) s)
    ) as data`,
  );
  if (!row) throw new Error('the pipeline statement returned nothing');
  return row.data;
}

export interface StuckRow {
  total: number;
  families: {
    id: string;
    familyName: string;
    caseNumber: string;
    step: number;
    stepName: string;
    daysOnStep: number;
  }[];
}

/** Active families on their step for more than `days` days, longest first. */
export async function stuckFamilies(db: Conn, scope: AnalyticsScope, days: number): Promise<StuckRow> {
  const [row] = await queryRows<{ data: StuckRow }>(
    db,
    sql`with ${historyCtes(scope)},
    stuck as (select * from current_stay where days_on_step > ${days})
    select json_build_object(
      'total', (select count(*) from stuck),
      'families', (select coalesce(json_agg(json_build_object('id', ${families.id},
          'familyName', ${familyDisplayNameSql(families)}, 'caseNumber', ${families.caseNumber},
          'step', ${families.currentStep}, 'stepName', ${families.stepName}, 'daysOnStep', s.days_on_step)
          order by s.days_on_step desc, ${families.caseNumber}), '[]')
        from (select * from stuck order by days_on_step desc, id limit ${STUCK_LIST_LIMIT}) s
        join ${families} on ${families.id} = s.id)
    ) as data`,
  );
  if (!row) throw new Error('the stuck families statement returned nothing');
  return row.data;
}
