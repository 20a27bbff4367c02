import { z } from 'zod';
import { AUDIT_EVENTS, type AuditAction } from '../audit/audit-events';
import { DECISION_KINDS } from '../decisions/decision-rules';
import { DocumentTypeSchema } from '../documents/documents.schema';
import { SUPPORT_TEAM_MAX } from '../families/families.limits';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';

/**
 * The family portal's API (/api/family/*). Every answer is about the signed-in family user's own family:
 * the family id comes from the session, never from the request.
 */

export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_TYPES = ['upload', 'form', 'schedule', 'review'] as const;
/**
 * 'manual': a family_tasks row staff set (Mark Complete); 'document': derived from a requested document;
 * 'course': derived from a required (or due) course the family has not completed; 'correction': derived from a
 * home assessment item the caseworker asked the family to correct.
 */
export const TASK_SOURCES = ['manual', 'document', 'course', 'correction'] as const;
/** Why a document task exists: staff rejected the copy, the approved copy expired, or nothing is handed in yet. */
export const DOCUMENT_TASK_REASONS = ['rejected', 'expired', 'pending'] as const;
/** Stored household roles; spec 01 §3's free-text matching is householdGroup() in shared/family/family-rules. */
export const HOUSEHOLD_ROLES = ['primary_applicant', 'co_applicant', 'adult', 'child'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const HOUSEHOLD_MEMBER_STATUSES = ['complete', 'nearly_complete', 'in_progress'] as const;
export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const GRID_SIZES = ['full', 'two-thirds', 'half', 'third'] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const TILE_CATEGORIES = ['header', 'support', 'other'] as const;
export type TileCategory = (typeof TILE_CATEGORIES)[number];

// ---- GET /api/family/dashboard -------------------------------------------------------------------

/** An enabled tile; the client skips names it does not know (spec 01 §2). */
export const DashboardTileRefSchema = z.object({
  componentName: z.string(),
  gridSize: z.enum(GRID_SIZES),
  category: z.enum(TILE_CATEGORIES),
  displayName: z.string(),
});
export type DashboardTileRef = z.infer<typeof DashboardTileRefSchema>;

export const QuoteSchema = z.object({ text: z.string(), author: z.string() });

export const FamilyDashboardSchema = z.object({
  family: z.object({
    id: z.uuid(),
    /** Greeting name, e.g. 'Martinez Family'. */
    familyName: z.string(),
    primaryContactName: z.string(),
    /** e.g. 'Maria'. */
    firstName: z.string(),
    /** The ApplicantType tile, e.g. 'Specialized Foster Care'. */
    applicantType: z.string(),
    requiredTrainingHours: z.number(),
    /** Also the subject-line hint of the e-mail submission note. */
    caseNumber: z.string(),
  }),
  /** e.g. 'Martinez Family · Step 4 of 8 · Document — 3 of 8 steps completed' (English; built from `progress`). */
  statusLine: z.string(),
  /** The facts of the status line, for the family's client to word it in the family's language. */
  progress: z.object({
    currentStep: z.number().int().min(1).max(TOTAL_JOURNEY_STEPS),
    totalSteps: z.number().int(),
    /** The stored name of the current step, in English ('Document'). */
    stepName: z.string(),
    completedSteps: z.number().int().min(0),
    approved: z.boolean(),
  }),
  /** The agency's intake mailbox (FileSubmissionNote tile and the upload dialog's Email tab). */
  intakeEmail: z.string(),
  /** MotivationalQuote tile: one of 15, by day of year (UTC) modulo 15. */
  quoteOfTheDay: QuoteSchema.extend({ index: z.number().int().min(0) }),
  /** Enabled tiles ordered by position. */
  tiles: z.array(DashboardTileRefSchema),
});
export type FamilyDashboard = z.infer<typeof FamilyDashboardSchema>;

// ---- GET /api/family/stats -----------------------------------------------------------------------

export const FamilyStatsSchema = z.object({
  documents: z.object({ submitted: z.number().int(), required: z.number().int() }),
  training: z.object({ completedHours: z.number(), requiredHours: z.number() }),
  progress: z.object({ step: z.number().int(), total: z.number().int() }),
  /** The next scheduled appointment, or null when none is booked. */
  nextCheckIn: z
    .object({ date: z.iso.datetime(), daysAway: z.number().int(), appointmentType: z.string() })
    .nullable(),
});
export type FamilyStats = z.infer<typeof FamilyStatsSchema>;

// ---- GET /api/family/household -------------------------------------------------------------------

export const HouseholdMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  /** 'Primary Applicant', 'Co-Applicant', 'Adult' or 'Child'. */
  roleLabel: z.string(),
  /** e.g. 'Grandmother'. */
  relationship: z.string().nullable(),
  age: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  filesSubmitted: z.number().int(),
  filesRequired: z.number().int(),
  /** Percent 0..100. */
  completionRate: z.number().int(),
  status: z.enum(HOUSEHOLD_MEMBER_STATUSES),
});
export type HouseholdMember = z.infer<typeof HouseholdMemberSchema>;

export const HouseholdSchema = z.object({
  /** Primary and co-applicants, in the order they were added. */
  primaryApplicants: z.array(HouseholdMemberSchema),
  /** Everyone else: other adults and children. */
  members: z.array(HouseholdMemberSchema),
  /** Over the whole household: '{total} Total Members', '{adults} Adults, {children} Children' (applicants are adults). */
  totals: z.object({ total: z.number().int(), adults: z.number().int(), children: z.number().int() }),
});
export type Household = z.infer<typeof HouseholdSchema>;

// ---- GET /api/family/tasks, POST /api/family/tasks/:taskId/complete ------------------------------

/** The requested document a derived task is about: Take Action opens exactly this item. */
export const TaskDocumentSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int().min(1).max(TOTAL_JOURNEY_STEPS),
  name: z.string(),
  kind: DocumentTypeSchema,
  memberName: z.string().nullable(),
  reason: z.enum(DOCUMENT_TASK_REASONS),
  /** Staff's reason, as written, when `reason` is 'rejected' and staff gave one; else null. */
  rejectionReason: z.string().nullable(),
});
export type TaskDocument = z.infer<typeof TaskDocumentSchema>;

/** The enrollment a course task is about: its button opens the course player of `enrollmentId`. */
export const TaskCourseSchema = z.object({
  enrollmentId: z.uuid(),
  courseId: z.uuid(),
  /** The course title as authored (course content is not translated). */
  title: z.string(),
  /** In progress (Continue) rather than not started yet (Start). */
  started: z.boolean(),
  isRequired: z.boolean(),
  progressPercentage: z.number().int().min(0).max(100),
});
export type TaskCourse = z.infer<typeof TaskCourseSchema>;

/** The home assessment item a correction task is about: its button opens the guided photo of `itemKey`. */
export const TaskCorrectionSchema = z.object({
  itemKey: z.string(),
  /** The item's name as the agency wrote it (the client words the seeded items in the family's language). */
  name: z.string(),
  /** What the caseworker asked to be fixed, as written. */
  note: z.string(),
});
export type TaskCorrection = z.infer<typeof TaskCorrectionSchema>;

export const FamilyTaskSchema = z.object({
  /** The family_tasks id, or for a derived task the document's or the enrollment's id. */
  id: z.uuid(),
  source: z.enum(TASK_SOURCES),
  /** Document tasks only; they disappear by themselves once the item is handed in. */
  document: TaskDocumentSchema.nullable(),
  /** Course tasks only; they disappear by themselves once the course is completed. */
  course: TaskCourseSchema.nullable(),
  /** Correction tasks only; they disappear once the family sends its photos. */
  correction: TaskCorrectionSchema.nullable(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  dueDate: z.iso.date().nullable(),
  /** Negative when overdue; null without a due date. */
  daysUntilDue: z.number().int().nullable(),
  /** Display name of the staff member who set the task. */
  assignedBy: z.string().nullable(),
  type: z.enum(TASK_TYPES),
  /** 'Take Action' for urgent tasks, 'Start Task' otherwise. */
  actionLabel: z.string(),
});
export type FamilyTask = z.infer<typeof FamilyTaskSchema>;

/**
 * Open manual tasks and the tasks derived from the family's documents and courses (documentTasks() and
 * courseTasks() in shared/family-context/task-rules); urgent = priority urgent or high, or overdue (taskGroup()).
 */
export const FamilyTasksSchema = z.object({
  urgent: z.array(FamilyTaskSchema),
  upcoming: z.array(FamilyTaskSchema),
});
export type FamilyTasks = z.infer<typeof FamilyTasksSchema>;

export const TaskIdParamsSchema = z.object({ taskId: z.uuid() });

// ---- GET /api/family/activity --------------------------------------------------------------------

export const ACTIVITY_MAX_LIMIT = 20;
export const ActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_MAX_LIMIT).default(3),
});

export const ActivityItemSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.string(),
  /** A sentence, e.g. 'Sarah Johnson moved the family to step 5 (Describe)'. */
  description: z.string(),
  actorName: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
export const ActivityListSchema = z.array(ActivityItemSchema);

const AUDIT_ACTIONS = Object.keys(AUDIT_EVENTS) as [AuditAction, ...AuditAction[]];

/**
 * The values a feed sentence is made of, so the family's client can word it in the family's language (the
 * `description` words the same values in English). Only what the English sentence itself shows; each action
 * fills the fields its sentence uses (activityParams() in shared/family-context/activity-rules).
 */
export const ActivityParamsSchema = z.object({
  /** Who acted: the actor's name, else Haven (SYSTEM_ACTOR_NAME) for work nobody did by hand. */
  who: z.string(),
  /** How many repeats one line stands for (collapseRepeats()); absent for a single event. */
  count: z.number().int().min(2).optional(),
  /** A checklist item's name, in English as stored. */
  document: z.string().optional(),
  /** The household member whose own item `document` is ("TB Test Results for Carlos Martinez"). */
  member: z.string().optional(),
  /** document.uploaded: a new file for an item that had one. */
  replacement: z.boolean().optional(),
  /** Staff's reason as written (a waiver, a step move). */
  reason: z.string().optional(),
  /** document.expiry_set: the new expiry day, YYYY-MM-DD as stored. */
  date: z.string().optional(),
  /** family.step_moved: the step the family is now on, its English name, and which way it went. */
  step: z.number().int().optional(),
  stepName: z.string().optional(),
  direction: z.enum(['advance', 'return']).optional(),
  /** family.step_moved: the move approved the family. */
  approved: z.boolean().optional(),
  /** decision.made: which decision (the family's words for it are the client's). */
  decision: z.enum(DECISION_KINDS).optional(),
  caseNumber: z.string().optional(),
  familyName: z.string().optional(),
  /** A household member's name. */
  name: z.string().optional(),
  email: z.string().optional(),
  /** A task's title as staff wrote it. */
  title: z.string().optional(),
});
export type ActivityParams = z.infer<typeof ActivityParamsSchema>;

/** A line of the family's own feed: the audit action and its values beside the English sentence. */
export const FamilyActivityItemSchema = ActivityItemSchema.extend({
  action: z.enum(AUDIT_ACTIONS),
  params: ActivityParamsSchema,
});
export type FamilyActivityItem = z.infer<typeof FamilyActivityItemSchema>;
export const FamilyActivityListSchema = z.array(FamilyActivityItemSchema);

// ---- GET /api/family/announcements ---------------------------------------------------------------

export const AnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  publishedAt: z.iso.datetime(),
  /** False when it shows in English for want of a translation into the family's language (issue 50). */
  translated: z.boolean(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;
/** Published announcements, newest first. */
export const AnnouncementListSchema = z.array(AnnouncementSchema);

// ---- GET /api/family/support-team ----------------------------------------------------------------

export const SupportTeamMemberSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  /** e.g. 'Caseworker'. */
  roleTitle: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type SupportTeamMember = z.infer<typeof SupportTeamMemberSchema>;
/** In display order, at most three people. */
export const SupportTeamSchema = z.array(SupportTeamMemberSchema).max(SUPPORT_TEAM_MAX);

// ---- GET /api/family/engagement ------------------------------------------------------------------

export const BadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  earned: z.boolean(),
});
export type Badge = z.infer<typeof BadgeSchema>;

/** Gamification and PerformanceStats tiles; the formulas are in shared/family/engagement-rules. */
export const EngagementSchema = z.object({
  /** Total experience points. */
  xp: z.number().int(),
  level: z.number().int().min(1),
  /** Points earned inside the current level (0..levelSize-1), for the progress bar ('450 / 1000 XP'). */
  levelXp: z.number().int(),
  /** Points per level. */
  levelSize: z.number().int(),
  /** Total points at which the next level starts. */
  nextLevelXp: z.number().int(),
  badges: z.array(BadgeSchema),
  /** Consecutive days, up to today, with real activity (activeDayStreak() in engagement-rules). */
  loginStreak: z.number().int(),
  /** Consecutive days, up to today, on which a task was completed or a requested document handed in. */
  taskStreak: z.number().int(),
  /**
   * 1 = furthest along among families who started in the same month; null (hidden) while the cohort is
   * smaller than COHORT_MIN_SIZE.
   */
  cohortRank: z.number().int().min(1).nullable(),
  cohortSize: z.number().int().min(1),
});
export type Engagement = z.infer<typeof EngagementSchema>;
