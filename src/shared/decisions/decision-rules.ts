import { addDays, agencyDate } from '../analytics/analytics-range';
import type { FamilyStatus } from '../families/families.limits';

/**
 * The approval decision's vocabulary and rules (issue 45, decision 045), without zod: decisions.schema.ts
 * enforces them on the server, the Decision tab and My Approval read them from here.
 */

/** The written report's sections (RFA 05), in the order the editor and the sealed report show them. */
export const REPORT_SECTIONS = [
  { key: 'household', label: 'Household and members' },
  { key: 'background_checks', label: 'Background checks' },
  { key: 'home_assessment', label: 'Home environment assessment' },
  { key: 'training', label: 'Training' },
  { key: 'forms', label: 'Forms completed' },
  { key: 'evaluation', label: 'Family evaluation' },
  { key: 'summary', label: "Caseworker's summary" },
] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number]['key'];
export const REPORT_SECTION_KEYS = REPORT_SECTIONS.map((section) => section.key) as [
  ReportSectionKey,
  ...ReportSectionKey[],
];

/** One section's rich text (HTML), before sanitising. */
export const REPORT_SECTION_MAX = 50_000;
export const REVIEW_COMMENT_MAX = 4_000;
export const DECISION_TEXT_MAX = 4_000;
export const CAPACITY_CONDITIONS_MAX = 1_000;
export const CAPACITY_CHILDREN_MAX = 12;
export const CAPACITY_AGE_MAX = 21;
export const DECISION_REASONS_MAX = 6;
export const REASON_LABEL_MAX = 120;

/** draft → submitted → (returned → submitted…) → approved. Only a draft or a returned report can be edited. */
export const REPORT_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const isEditableReport = (status: ReportStatus) => status === 'draft' || status === 'returned';

export const RECOMMENDATIONS = ['approve', 'deny'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const DECISION_KINDS = ['approve', 'deny', 'withdraw', 'hold', 'hold_lifted', 'rescind'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** What each decision makes of the family's status. */
export const STATUS_AFTER: Record<DecisionKind, FamilyStatus> = {
  approve: 'approved',
  deny: 'denied',
  withdraw: 'withdrawn',
  hold: 'on_hold',
  hold_lifted: 'active',
  rescind: 'rescinded',
};

/**
 * The decisions a family's status allows. A decision is never edited: a later one supersedes it (a denial or a
 * rescission reversed, on appeal, by an approval; a hold lifted). A withdrawn family's file is closed.
 */
export const ALLOWED_DECISIONS: Record<FamilyStatus, readonly DecisionKind[]> = {
  active: ['approve', 'deny', 'withdraw', 'hold'],
  on_hold: ['hold_lifted', 'deny', 'withdraw'],
  approved: ['rescind', 'withdraw'],
  denied: ['approve'],
  rescinded: ['approve'],
  withdrawn: [],
};

export const mayDecide = (status: FamilyStatus, kind: DecisionKind) =>
  ALLOWED_DECISIONS[status].includes(kind);

/** The decisions that need a reason from the list (approve and lifting a hold need none). */
export const needsReasons = (kind: DecisionKind) => kind !== 'approve' && kind !== 'hold_lifted';

/** The document each decision issues: a Certificate of Approval (RFA 05A), a Notice of Action, or none. */
export type IssuedKind = 'certificate' | 'notice';
export function documentOf(kind: DecisionKind): IssuedKind | null {
  if (kind === 'approve') return 'certificate';
  if (kind === 'deny' || kind === 'rescind') return 'notice';
  return null;
}

/** The reasons every agency starts with; their words are translated (staff-added reasons show as typed). */
export const SEEDED_DECISION_REASONS = [
  { key: 'incomplete_application', label: 'Incomplete application' },
  { key: 'background_check', label: 'Background check' },
  { key: 'home_environment', label: 'Home environment' },
  { key: 'assessment', label: 'Assessment' },
  { key: 'family_request', label: "Family's request" },
  { key: 'other', label: 'Other' },
] as const;
export type SeededReasonKey = (typeof SEEDED_DECISION_REASONS)[number]['key'];
export const isSeededReason = (key: string): key is SeededReasonKey =>
  SEEDED_DECISION_REASONS.some((reason) => reason.key === key);

/** How long a family has to ask for a hearing, in calendar days (California: 90 after a denial, 25 after a rescission). */
export const DEFAULT_APPEAL_DAYS = { deny: 90, rescind: 25 } as const;
export const APPEAL_DAYS_MAX = 365;
export type AppealDays = { deny: number; rescind: number };

/**
 * A decision's effective date is its day on the agency's calendar; the appeal deadline is that date plus the
 * agency's days for the kind (calendar days: a month's end or a leap day moves it as the calendar does).
 */
export function decisionDates(
  kind: DecisionKind,
  at: Date,
  appealDays: AppealDays,
  timeZone?: string,
): { effectiveDate: string; appealDeadline: string | null } {
  const effectiveDate = agencyDate(at, timeZone);
  const days = kind === 'deny' ? appealDays.deny : kind === 'rescind' ? appealDays.rescind : null;
  return { effectiveDate, appealDeadline: days === null ? null : addDays(effectiveDate, days) };
}

/** What stops an approval, each named so the Decision tab lists it and the 409 says it. */
export const GATE_KEYS = ['checks', 'home_assessment', 'documents', 'training', 'report'] as const;
export type GateKey = (typeof GATE_KEYS)[number];
