import { z } from 'zod';
import { EXPIRING_SOON_DAYS } from '../documents/documents.schema';
import { FamilyScopeQuerySchema } from '../families/family-scope';
import {
  ANALYTICS_MAX_SPAN_DAYS,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  spanDays,
} from './analytics-range';

/** Staff Analytics (/api/staff/analytics/*, permission view_analytics). */

/** A family is "stuck" after this many days on one step unless the request says otherwise. */
export const STUCK_DAYS_DEFAULT = 60;
export const STUCK_DAYS_MAX = 730;
/** How many stuck families the drill-down lists, longest waiting first. */
export const STUCK_LIST_LIMIT = 100;
/** The inbox promise: a person answers an escalated chat within this many minutes. */
export const FIRST_RESPONSE_PROMISE_MINUTES = 5;
/** A rejection reason is shown only when at least this many rejections share it (free text can name people). */
export const REASON_MIN_COUNT = 2;
export const TOP_REASONS = 5;
export const TOP_INTENTS = 10;
/** Approved copies expiring within this many days count as expiring: the Documents list's "Expiring soon". */
export const EXPIRING_WITHIN_DAYS = EXPIRING_SOON_DAYS;

const isoDate = z.iso.date();

// ---- query of every analytics request ------------------------------------------------------------

/**
 * The filters: a preset range (the last 30, 90 or 365 days) or a custom `from`–`to` (both days included, `from`
 * not after `to`, at most ANALYTICS_MAX_SPAN_DAYS), a caseworker (a staff user on the family's support team)
 * and an applicant type. Days are the agency's (AGENCY_TIME_ZONE).
 */
export const AnalyticsQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES).default(DEFAULT_ANALYTICS_RANGE),
    from: isoDate.optional(),
    to: isoDate.optional(),
    ...FamilyScopeQuerySchema.shape,
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom range needs both from and to' });
      return;
    }
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    else if (spanDays(query.from, query.to) > ANALYTICS_MAX_SPAN_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range spans at most ${ANALYTICS_MAX_SPAN_DAYS} days`,
      });
  });
export type AnalyticsQuery = z.input<typeof AnalyticsQuerySchema>;
export type AnalyticsFilters = z.output<typeof AnalyticsQuerySchema>;

export const StuckQuerySchema = AnalyticsQuerySchema.safeExtend({
  days: z.coerce.number().int().min(1).max(STUCK_DAYS_MAX).default(STUCK_DAYS_DEFAULT),
});
export type StuckQuery = z.input<typeof StuckQuerySchema>;

/** The range the figures cover, as the agency's first and last day. */
const RangeSchema = z.object({ from: isoDate, to: isoDate, timeZone: z.string() });

/** Median and 90th percentile of durations, in days or hours; null when nothing was measured. */
export const SpreadSchema = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});
export type Spread = z.infer<typeof SpreadSchema>;

// ---- GET /api/staff/analytics/options --------------------------------------------------------------

export const AnalyticsOptionsSchema = z.object({
  /** Staff users on at least one family's support team. */
  caseworkers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  applicantTypes: z.array(z.string()),
  timeZone: z.string(),
});
export type AnalyticsOptions = z.infer<typeof AnalyticsOptionsSchema>;

// ---- GET /api/staff/analytics/pipeline -----------------------------------------------------------

export const PipelineAnalyticsSchema = z.object({
  range: RangeSchema,
  /** Active families per journey step now (on hold, approved and withdrawn apart). */
  funnel: z.array(z.object({ step: z.number().int(), title: z.string(), families: z.number().int() })),
  onHold: z.number().int(),
  approved: z.number().int(),
  /** Days spent on each step, over the stays that ended within the range. */
  stepDays: z.array(z.object({ step: z.number().int(), title: z.string() }).extend(SpreadSchema.shape)),
  /** Days from the start date to approval, over the families approved within the range. */
  daysToApproval: SpreadSchema,
  /** Active families on their current step for more than `days` days, per step. */
  stuck: z.object({
    days: z.number().int(),
    families: z.number().int(),
    byStep: z.array(z.object({ step: z.number().int(), families: z.number().int() })),
  }),
});
export type PipelineAnalytics = z.infer<typeof PipelineAnalyticsSchema>;

// ---- GET /api/staff/analytics/pipeline/stuck (also manage_families) -----------------------------------

export const StuckFamiliesSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  /** Longest on their step first; at most STUCK_LIST_LIMIT. */
  families: z.array(
    z.object({
      id: z.uuid(),
      familyName: z.string(),
      caseNumber: z.string(),
      step: z.number().int(),
      stepName: z.string(),
      daysOnStep: z.number().int(),
    }),
  ),
});
export type StuckFamilies = z.infer<typeof StuckFamiliesSchema>;

// ---- GET /api/staff/analytics/documents ----------------------------------------------------------

export const DocumentAnalyticsSchema = z.object({
  range: RangeSchema,
  /** Every week (Monday first) the range touches, oldest first, counting only the range's days. */
  weeks: z.array(
    z.object({
      weekStart: isoDate,
      submitted: z.number().int(),
      approved: z.number().int(),
      rejected: z.number().int(),
    }),
  ),
  decisions: z.object({
    approved: z.number().int(),
    rejected: z.number().int(),
    /** Rejected of all decisions, 0..1; null without decisions. */
    rejectionRate: z.number().nullable(),
  }),
  /** Reasons shared by at least REASON_MIN_COUNT rejections, most used first; `other` counts the rest. */
  rejectionReasons: z.object({
    top: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    other: z.number().int(),
  }),
  /** Hours from hand-in to the decision, over documents decided within the range. */
  reviewHours: SpreadSchema,
  /** Handed-in documents waiting for review that processing flagged as a likely mismatch (now). */
  mismatchesAwaitingReview: z.number().int(),
  /** Approved copies whose last valid day is within EXPIRING_WITHIN_DAYS (now), and copies already expired. */
  expiring: z.object({ soon: z.number().int(), expired: z.number().int() }),
});
export type DocumentAnalytics = z.infer<typeof DocumentAnalyticsSchema>;

// ---- GET /api/staff/analytics/training -----------------------------------------------------------

export const HOUR_BUCKETS = ['0–24%', '25–49%', '50–74%', '75–99%', '100% or more'] as const;

export const TrainingAnalyticsSchema = z.object({
  range: RangeSchema,
  /** Families (not withdrawn) by completed hours as a share of their required hours, now. */
  hours: z.array(z.object({ bucket: z.enum(HOUR_BUCKETS), families: z.number().int() })),
  /** Live courses with enrollments, most enrolled first. */
  courses: z.array(
    z.object({
      courseId: z.uuid(),
      title: z.string(),
      enrolled: z.number().int(),
      completed: z.number().int(),
      /** completed / enrolled, 0..1. */
      completionRate: z.number(),
      completedInRange: z.number().int(),
    }),
  ),
  /** Required assignments past their due date and not completed, now. */
  overdue: z.object({
    assignments: z.number().int(),
    families: z.number().int(),
    byCourse: z.array(z.object({ courseId: z.uuid(), title: z.string(), overdue: z.number().int() })),
  }),
});
export type TrainingAnalytics = z.infer<typeof TrainingAnalyticsSchema>;

// ---- GET /api/staff/analytics/forms --------------------------------------------------------------

export const FormAnalyticsSchema = z.object({
  range: RangeSchema,
  /** Forms families started within the range. */
  started: z.number().int(),
  /** Submissions (signed and handed in) within the range; a form returned and signed again counts twice. */
  submitted: z.number().int(),
  /** Forms staff returned for correction within the range. */
  returned: z.number().int(),
  /** Hours from starting a form to submitting it, over the forms submitted within the range. */
  hoursToComplete: SpreadSchema,
});
export type FormAnalytics = z.infer<typeof FormAnalyticsSchema>;

// ---- GET /api/staff/analytics/assistant ----------------------------------------------------------

export const AssistantAnalyticsSchema = z.object({
  range: RangeSchema,
  /** The families' assistant chats started within the range. */
  sessions: z.number().int(),
  messages: z.number().int(),
  escalated: z.number().int(),
  /** escalated / sessions, 0..1; null without sessions. */
  escalationRate: z.number().nullable(),
  /** The detected intents of the range's messages, most frequent first (at most TOP_INTENTS). */
  intents: z.array(z.object({ intent: z.string(), messages: z.number().int() })),
  languages: z.array(z.object({ languageCode: z.string(), sessions: z.number().int() })),
  /** Chats escalated within the range: minutes to the first staff reply, and the 5-minute promise. */
  firstResponse: SpreadSchema.extend({
    withinPromise: z.number().int(),
    /** Escalated and not answered yet. */
    waiting: z.number().int(),
    promiseMinutes: z.number().int(),
  }),
  satisfaction: z.object({ ratings: z.number().int(), average: z.number().nullable() }),
});
export type AssistantAnalytics = z.infer<typeof AssistantAnalyticsSchema>;
