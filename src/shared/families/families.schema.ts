import { z } from 'zod';
import { AssessmentSummarySchema } from '../home-assessment/home-assessment-summary.schema';
import { LANGUAGE_CODES } from '../i18n/languages';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeName, safeText, searchText } from '../text/safe-text';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { SignInBodySchema } from '../auth/auth.schema';
import { ProgramTypeNameSchema } from '../system-config/program-types';
import {
  DocumentStatusSchema,
  DocumentTypeSchema,
  ProcessingStatusSchema,
} from '../documents/documents.schema';
import { JourneySchema } from '../journey/journey.schema';
import {
  ActivityListSchema,
  HOUSEHOLD_ROLES,
  HouseholdMemberSchema,
  HouseholdSchema,
  SupportTeamSchema,
} from '../family-portal/family-portal.schema';
import {
  AGE_MAX,
  FAMILY_NAME_MAX,
  RELATIONSHIP_MAX,
  ROLE_TITLE_MAX,
  STEP_REASON_MAX,
  STEP_REASON_MIN,
  SUPPORT_TEAM_MAX,
  FAMILY_STATUSES,
} from './families.limits';
import { FamilyScopeEchoSchema, FamilyScopeQuerySchema } from './family-scope';

/**
 * Staff side of families (/api/staff/families*): manage_families for every family; manage_assigned_families for
 * the families one is assigned to (and reading the others when the agency allows it).
 */

/**
 * name sorts by the family name as shown (`familyDisplayName`), contact by the primary contact's name; step by
 * step then start date; lastLogin puts never-signed-in last.
 */
export const FAMILY_SORTS = ['name', 'contact', 'step', 'progress', 'startDate', 'lastLogin'] as const;

export const FamilyIdParamsSchema = z.object({ familyId: z.uuid() });

// ---- GET /api/staff/families ---------------------------------------------------------------------

export const ListFamiliesQuerySchema = PaginationQuerySchema.extend({
  /** Family name, contact name or case number containing the text (any case), or an exact family id. */
  search: searchText,
  step: z.coerce.number().int().min(1).max(TOTAL_JOURNEY_STEPS).optional(),
  status: z.enum(FAMILY_STATUSES).optional(),
  sort: z.enum(FAMILY_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...FamilyScopeQuerySchema.shape,
});
export type ListFamiliesQuery = z.infer<typeof ListFamiliesQuerySchema>;

export const FamilyListItemSchema = z.object({
  id: z.uuid(),
  caseNumber: z.string(),
  familyName: z.string(),
  primaryContactName: z.string(),
  currentStep: z.number().int(),
  stepName: z.string(),
  progressPercentage: z.number().int(),
  status: z.enum(FAMILY_STATUSES),
  startDate: z.iso.date(),
  lastLogin: z.iso.datetime().nullable(),
});
export type FamilyListItem = z.infer<typeof FamilyListItemSchema>;
export const FamilyPageSchema = pageOf(FamilyListItemSchema).extend(FamilyScopeEchoSchema.shape);
export type FamilyPage = z.infer<typeof FamilyPageSchema>;

// ---- GET /api/staff/families/applications --------------------------------------------------------

export const ApplicationsQuerySchema = PaginationQuerySchema;
/** Active families in the application steps, oldest start date first. */
export const ApplicationItemSchema = FamilyListItemSchema.extend({
  /** Whole days since the start date. */
  daysWaiting: z.number().int(),
  /**
   * Missing required document keys (lower-case, underscores, e.g. 'government-issued_photo_id') of the steps
   * reached so far, each key once.
   */
  missing: z.array(z.string()),
});
export type ApplicationItem = z.infer<typeof ApplicationItemSchema>;
export const ApplicationPageSchema = pageOf(ApplicationItemSchema);
export type ApplicationPage = z.infer<typeof ApplicationPageSchema>;

// ---- GET /api/staff/families/:familyId -----------------------------------------------------------

export const FamilyDocumentSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int(),
  documentName: z.string(),
  documentType: DocumentTypeSchema,
  required: z.boolean(),
  status: DocumentStatusSchema,
  processingStatus: ProcessingStatusSchema,
  /** Whose document it is, also after they left the household; null for the household's own items. */
  memberName: z.string().nullable(),
  dueDate: z.iso.date().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
  /** Why staff excused the item (status 'waived'). */
  waivedReason: z.string().nullable(),
});
export type FamilyDocument = z.infer<typeof FamilyDocumentSchema>;

export const TrainingStatusSchema = z.object({
  requiredHours: z.number(),
  completedHours: z.number(),
  currentModule: z.string(),
  nextSessionDate: z.iso.datetime().nullable(),
  /** Percent 0..100 of the current module. */
  moduleProgress: z.number().int(),
});
export type TrainingStatus = z.infer<typeof TrainingStatusSchema>;

const BackgroundCheckStatusSchema = z.enum(['processing', 'completed', 'pending']);
export type BackgroundCheckStatus = z.infer<typeof BackgroundCheckStatusSchema>;

/** Spec 01 §4: processing if any is processing; completed if all are; otherwise pending. */
export const BackgroundCheckSummarySchema = z.object({
  status: BackgroundCheckStatusSchema,
  submittedDates: z.array(z.iso.date()),
  expectedDates: z.array(z.iso.date()),
  types: z.array(z.string()),
  clearedTypes: z.array(z.string()),
});

export const AppointmentSchema = z.object({
  id: z.uuid(),
  appointmentType: z.string(),
  scheduledDate: z.iso.datetime(),
  status: z.enum(['scheduled', 'completed', 'cancelled', 'no_show']),
  location: z.string().nullable(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** Family-portal sign-ins bound to the family: 'invited' until the invitation is accepted. */
export const PortalAccountSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  status: z.enum(['invited', 'active']),
  lastSignInAt: z.iso.datetime().nullable(),
});

/**
 * How the reader reaches the family: 'manage' (every family with manage_families, or one assigned to them), or
 * 'read' (another family, when the agency lets caseworkers read every family).
 */
export const FamilyAccessSchema = z.enum(['manage', 'read']);
export type FamilyAccess = z.infer<typeof FamilyAccessSchema>;

export const FamilyDetailSchema = z.object({
  access: FamilyAccessSchema,
  family: FamilyListItemSchema.extend({
    primaryContactEmail: z.string().nullable(),
    preferredLanguage: z.enum(LANGUAGE_CODES),
    timezone: z.string(),
    applicantType: z.string(),
    totalSteps: z.number().int(),
    estimatedCompletion: z.iso.date().nullable(),
    daysInProcess: z.number().int(),
  }),
  journey: JourneySchema,
  /** Ordered by step, then name. */
  documents: z.array(FamilyDocumentSchema),
  household: HouseholdSchema,
  training: TrainingStatusSchema,
  /** Ordered by date. */
  appointments: z.array(AppointmentSchema),
  /** The home environment assessment of step 7 (its details: /api/staff/families/:familyId/home-assessment). */
  homeAssessment: AssessmentSummarySchema,
  supportStaff: SupportTeamSchema,
  portalAccounts: z.array(PortalAccountSchema),
  /** Newest first, at most 20. */
  recentActivity: ActivityListSchema,
});
export type FamilyDetail = z.infer<typeof FamilyDetailSchema>;

// ---- POST /api/staff/families --------------------------------------------------------------------

const name = safeName({ min: 1, max: FAMILY_NAME_MAX });

export const CreateFamilyBodySchema = z.object({
  familyName: name,
  primaryContactName: name,
  primaryContactEmail: SignInBodySchema.shape.email.optional(),
  preferredLanguage: z.enum(LANGUAGE_CODES).default('en'),
  /**
   * One of the agency's program types (400 otherwise). New Family asks for it; a caller that leaves it out gets
   * the first type of the agency's list.
   */
  applicantType: ProgramTypeNameSchema.optional(),
});
export type CreateFamilyBody = z.infer<typeof CreateFamilyBodySchema>;
/** 201: case number 'HVN-YYYY-NNNN'. */
export const CreatedFamilySchema = z.object({ id: z.uuid(), caseNumber: z.string() });

// ---- PUT /api/staff/families/:familyId/program-type ---------------------------------------------

/** Changes the family's program type; the checklist items limited to a program type follow. */
export const ProgramTypeBodySchema = z.object({ applicantType: ProgramTypeNameSchema });
export type ProgramTypeBody = z.infer<typeof ProgramTypeBodySchema>;

// ---- POST /api/staff/families/:familyId/step -----------------------------------------------------

export const StepMoveBodySchema = z.object({
  direction: z.enum(['advance', 'return']),
  /** Why; shown in the family's activity and kept in the audit log. */
  reason: safeText({ min: STEP_REASON_MIN, max: STEP_REASON_MAX, multiline: true }),
});
export type StepMoveBody = z.infer<typeof StepMoveBodySchema>;

/** Advancing past step 8 approves the family (progress 100); returning below step 1 is 409. */
export const StepMoveResultSchema = z.object({
  currentStep: z.number().int(),
  stepName: z.string(),
  progressPercentage: z.number().int(),
  status: z.enum(FAMILY_STATUSES),
  completedSteps: z.number().int(),
});
export type StepMoveResult = z.infer<typeof StepMoveResultSchema>;

// ---- household: POST …/household, PUT/DELETE …/household/:memberId -------------------------------

export const HouseholdMemberParamsSchema = z.object({ familyId: z.uuid(), memberId: z.uuid() });
export const HouseholdMemberBodySchema = z.object({
  name,
  role: z.enum(HOUSEHOLD_ROLES),
  relationship: safeText({ max: RELATIONSHIP_MAX }).nullable().optional(),
  age: z.number().int().min(0).max(AGE_MAX).nullable().optional(),
});
export type HouseholdMemberBody = z.infer<typeof HouseholdMemberBodySchema>;
/** 201 on create, 200 on update. */
export const HouseholdMemberResultSchema = HouseholdMemberSchema;

// ---- PUT /api/staff/families/:familyId/support-staff ---------------------------------------------

export const SupportStaffBodySchema = z.object({
  /** In display order; the users must be staff, each at most once. */
  members: z
    .array(z.object({ userId: z.uuid(), roleTitle: safeText({ min: 1, max: ROLE_TITLE_MAX }) }))
    .max(SUPPORT_TEAM_MAX)
    .refine((members) => new Set(members.map((m) => m.userId)).size === members.length, {
      message: 'Each staff member can appear only once',
    }),
});
export type SupportStaffBody = z.infer<typeof SupportStaffBodySchema>;

/** GET /api/staff/families/support-staff-options?search=: staff users to pick from (at most 20). */
export const SupportStaffOptionsQuerySchema = z.object({ search: searchText });
export const SupportStaffOptionsSchema = z.array(
  z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
);

// ---- POST /api/staff/families/:familyId/invite ---------------------------------------------------

/** 204. E-mails an invitation link (7 days); an e-mail of a staff account or another family is 409. */
export const InviteFamilyBodySchema = z.object({
  email: SignInBodySchema.shape.email,
  /** Defaults to the family's primary contact name. */
  displayName: name.optional(),
});
export type InviteFamilyBody = z.infer<typeof InviteFamilyBodySchema>;
