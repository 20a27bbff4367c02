import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { SpreadSchema, STUCK_LIST_LIMIT } from '@shared/analytics/analytics.schema';
import { type Conn, queryRows } from '../../db/client';
import { familyCounts, familyDisplayNameSql, families, familyStepStays } from '../../db/schema';
import {
  agencyDay,
  agencyMidnight,
  type AnalyticsScope,
  between,
  familyConditions,
  familyFilter,
  inRange,
  spread,
  unfiltered,
} from './analytics-sql';

/**
 * The approval pipeline. A family's step history is `family_step_stays`, which triggers keep from its
 * `family.step_moved` audit rows and its start date (migration 0021): a stay on a step runs from the move that
 * led there (or, for the first step recorded, from the start date) to the next move; the time after the
 * approval is not a stay. Families moved before the audit log existed have no moves, so only their current stay
 * (from the start date) is known. Each figure is a range of one of the table's indexes.
 */

const s = familyStepStays;

/** The filtered families per status and step: the trigger-kept `family_counts` when no filter is set. */
function familiesPerStep(scope: AnalyticsScope): SQL {
  if (unfiltered(scope))
    return sql`select ${familyCounts.status} as status, ${familyCounts.currentStep} as current_step,
      ${familyCounts.families} as n from ${familyCounts}`;
  return sql`select ${families.status} as status, ${families.currentStep} as current_step, count(*) as n
    from ${families} where ${familyConditions(scope)} group by 1, 2`;
}

/** The active families on their step for more than `days` days, with how many days. */
function stuckStays(scope: AnalyticsScope, days: number): SQL {
  return sql`select ${families.id} as id, ${families.currentStep} as current_step,
      ${scope.today}::date - ${agencyDay(s.enteredAt)} as days_on_step
    from ${s} join ${families} on ${families.id} = ${s.familyId}
    where ${s.leftAt} is null and ${s.enteredAt} < ${agencyMidnight(sql`${scope.today}::date - ${days}::int`)}
      and ${families.status} = 'active' and ${familyConditions(scope)}`;
}

const StepFamiliesSchema = z.object({ step: z.number(), families: z.number() });

const PipelineRowSchema = z.object({
  funnel: z.array(StepFamiliesSchema),
  onHold: z.number(),
  approved: z.number(),
  stepDays: z.array(SpreadSchema.extend({ step: z.number() })),
  daysToApproval: SpreadSchema,
  stuck: z.array(StepFamiliesSchema),
});
export type PipelineRow = z.infer<typeof PipelineRowSchema>;

/** Everything of the pipeline section as one JSON value. */
export async function pipeline(db: Conn, scope: AnalyticsScope, stuckDays: number): Promise<PipelineRow> {
  const [row] = await queryRows(
    db,
    z.object({ data: PipelineRowSchema }),
    sql`with fam as (${familiesPerStep(scope)})
    select json_build_object(
      'funnel', (select coalesce(json_agg(json_build_object('step', current_step, 'families', n) order by current_step), '[]')
        from fam where status = 'active' and n > 0),
      'onHold', (select coalesce(sum(n), 0) from fam where status = 'on_hold'),
      'approved', (select coalesce(sum(n), 0) from fam where status = 'approved'),
      'stepDays', (select coalesce(jsonb_agg(jsonb_build_object('step', step) || y.spread order by step), '[]')
        from (select ${s.step} as step, ${spread(between(s.enteredAt, s.leftAt), 'days')}::jsonb as spread from ${s}
          where ${s.leftAt} is not null and not ${s.approval} and ${inRange(s.leftAt, scope.range)}
            and ${s.leftAt} > ${s.enteredAt} and ${familyFilter(s.familyId, scope)}
          group by 1) y),
      'daysToApproval', (select ${spread(sql`d`, 'days')} from (
          select distinct on (${s.familyId}) ${between(agencyMidnight(sql`${families.startDate}`), s.enteredAt)} as d
          from ${s} join ${families} on ${families.id} = ${s.familyId}
          where ${s.approval} and ${inRange(s.enteredAt, scope.range)} and ${familyConditions(scope)}
          order by ${s.familyId}, ${s.enteredAt} desc) a),
      'stuck', (select coalesce(json_agg(json_build_object('step', step, 'families', n) order by step), '[]')
        from (select current_step as step, count(*) as n from (${stuckStays(scope, stuckDays)}) x group by 1) y)
    ) as data`,
  );
  if (!row) throw new Error('the pipeline statement returned nothing');
  return row.data;
}

const StuckRowSchema = z.object({
  total: z.number(),
  families: z.array(
    z.object({
      id: z.string(),
      familyName: z.string(),
      caseNumber: z.string(),
      step: z.number(),
      stepName: z.string(),
      daysOnStep: z.number(),
    }),
  ),
});
export type StuckRow = z.infer<typeof StuckRowSchema>;

/** Active families on their step for more than `days` days, longest first. */
export async function stuckFamilies(db: Conn, scope: AnalyticsScope, days: number): Promise<StuckRow> {
  const [row] = await queryRows(
    db,
    z.object({ data: StuckRowSchema }),
    sql`with stuck as (${stuckStays(scope, days)})
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
