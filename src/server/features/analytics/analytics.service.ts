import { expiringSoonBy } from '@shared/documents/expiry';
import {
  AGENCY_TIME_ZONE,
  agencyDate,
  presetRange,
  type ResolvedRange,
} from '@shared/analytics/analytics-range';
import {
  type AnalyticsFilters,
  type AnalyticsOptions,
  type AssistantAnalytics,
  type DocumentAnalytics,
  FIRST_RESPONSE_PROMISE_MINUTES,
  type FormAnalytics,
  HOUR_BUCKETS,
  type PipelineAnalytics,
  type StuckFamilies,
  type TrainingAnalytics,
} from '@shared/analytics/analytics.schema';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { AnalyticsScope } from './analytics-sql';
import { readProgramTypes } from '../system-config/program-types.service';
import { filterOptions } from './analytics.repository';
import * as documentsRepo from './documents.repository';
import * as engagementRepo from './engagement.repository';
import * as pipelineRepo from './pipeline.repository';

/**
 * Staff Analytics: every figure is an aggregate (counts, medians, rates) over the filtered families; the only
 * request that names families is the stuck-family drill-down, which also needs manage_families.
 */

function scopeOf(ctx: AppContext, filters: AnalyticsFilters): AnalyticsScope {
  const now = ctx.now();
  // The schema guarantees from and to with a custom range.
  const range: ResolvedRange =
    filters.range === 'custom' ? { from: filters.from!, to: filters.to! } : presetRange(filters.range, now);
  return {
    range,
    today: agencyDate(now),
    expiringBy: expiringSoonBy(now),
    caseworker: filters.caseworker,
    applicantType: filters.applicantType,
  };
}

const rangeOf = (scope: AnalyticsScope) => ({ ...scope.range, timeZone: AGENCY_TIME_ZONE });

/** A section's read: view_analytics, the filters resolved, the row and the range it covers. */
async function readSection<T>(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
  read: (db: AppContext['db'], scope: AnalyticsScope) => Promise<T>,
) {
  requireStaffPermission(caller, 'view_analytics');
  const scope = scopeOf(ctx, filters);
  return { range: rangeOf(scope), row: await read(ctx.db, scope) };
}
const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const stepTitle = (step: number) => JOURNEY_STEPS.find((s) => s.id === step)?.title ?? `Step ${step}`;

/** The caseworkers and program types (applicant types) the filters offer. */
export async function getAnalyticsOptions(ctx: AppContext, caller: Caller): Promise<AnalyticsOptions> {
  requireStaffPermission(caller, 'view_analytics');
  const [options, configured] = await Promise.all([filterOptions(ctx.db), readProgramTypes(ctx.db)]);
  // The agency's list in its order, then any type families still carry from before it was configured.
  const earlier = options.applicantTypes.filter((type) => !configured.includes(type));
  return { ...options, applicantTypes: [...configured, ...earlier], timeZone: AGENCY_TIME_ZONE };
}

export async function getPipelineAnalytics(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
  stuckDays: number,
): Promise<PipelineAnalytics> {
  const { range, row } = await readSection(ctx, caller, filters, (db, scope) =>
    pipelineRepo.pipeline(db, scope, stuckDays),
  );
  const count = (rows: { step: number; families: number }[], step: number) =>
    rows.find((r) => r.step === step)?.families ?? 0;
  return {
    range,
    funnel: JOURNEY_STEPS.map(({ id, title }) => ({ step: id, title, families: count(row.funnel, id) })),
    onHold: row.onHold,
    approved: row.approved,
    stepDays: JOURNEY_STEPS.map(({ id, title }) => {
      const found = row.stepDays.find((s) => s.step === id);
      return {
        step: id,
        title,
        count: found?.count ?? 0,
        median: found?.median ?? null,
        p90: found?.p90 ?? null,
      };
    }),
    daysToApproval: row.daysToApproval,
    stuck: {
      days: stuckDays,
      families: row.stuck.reduce((sum, s) => sum + s.families, 0),
      byStep: row.stuck,
    },
  };
}

/** The stuck families by name: a drill-down into family records, so it needs manage_families as well. */
export async function getStuckFamilies(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
  days: number,
): Promise<StuckFamilies> {
  requireStaffPermission(caller, 'view_analytics');
  requireStaffPermission(caller, 'manage_families');
  const row = await pipelineRepo.stuckFamilies(ctx.db, scopeOf(ctx, filters), days);
  return {
    days,
    total: row.total,
    families: row.families.map((f) => ({ ...f, stepName: f.stepName || stepTitle(f.step) })),
  };
}

export async function getDocumentAnalytics(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<DocumentAnalytics> {
  const { range, row } = await readSection(ctx, caller, filters, documentsRepo.documents);
  const approved = row.weeks.reduce((sum, w) => sum + w.approved, 0);
  const rejected = row.weeks.reduce((sum, w) => sum + w.rejected, 0);
  return {
    range,
    weeks: row.weeks,
    decisions: { approved, rejected, rejectionRate: rate(rejected, approved + rejected) },
    rejectionReasons: { top: row.reasons, other: row.reasonsOther },
    reviewHours: row.reviewHours,
    mismatchesAwaitingReview: row.mismatches,
    expiring: { soon: row.expiringSoon, expired: row.expired },
  };
}

export async function getTrainingAnalytics(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<TrainingAnalytics> {
  const { range, row } = await readSection(ctx, caller, filters, engagementRepo.training);
  return {
    range,
    hours: HOUR_BUCKETS.map((bucket, i) => ({
      bucket,
      families: row.hours.find((h) => h.bucket === i)?.families ?? 0,
    })),
    courses: row.courses.map((c) => ({ ...c, completionRate: c.completed / c.enrolled })),
    overdue: row.overdue,
  };
}

export async function getFormAnalytics(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<FormAnalytics> {
  const { range, row } = await readSection(ctx, caller, filters, engagementRepo.forms);
  return { range, ...row };
}

export async function getAssistantAnalytics(
  ctx: AppContext,
  caller: Caller,
  filters: AnalyticsFilters,
): Promise<AssistantAnalytics> {
  const { range, row } = await readSection(ctx, caller, filters, (db, scope) =>
    engagementRepo.assistant(db, scope, FIRST_RESPONSE_PROMISE_MINUTES),
  );
  return {
    range,
    ...row,
    escalationRate: rate(row.escalated, row.sessions),
    firstResponse: { ...row.firstResponse, promiseMinutes: FIRST_RESPONSE_PROMISE_MINUTES },
  };
}
