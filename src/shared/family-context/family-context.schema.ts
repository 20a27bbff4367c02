import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages';
import { HOUSEHOLD_ROLES } from '../family-portal/family-portal.schema';
import { FAMILY_STATUSES } from '../families/families.limits';
import { BackgroundCheckSummarySchema, TrainingStatusSchema } from '../families/families.schema';

/**
 * Spec 01 §3 "Derived family context": what the assistant (and anything else reasoning about one family)
 * knows about it, built on the server from the family's rows by buildFamilyContext().
 */

/** Spec 01 §3: engagement and risk indicators are fixed values in this product version. */
export const FIXED_FAMILY_INDICATORS = {
  engagementLevel: 'high',
  engagementScore: 0.85,
  riskLevel: 'low',
  riskFactors: [] as string[],
} as const;

export const FamilyContextSchema = z.object({
  familyId: z.uuid(),
  caseNumber: z.string(),
  familyName: z.string(),
  status: z.enum(FAMILY_STATUSES),
  primaryContact: z.object({
    name: z.string(),
    preferredFirstName: z.string(),
    language: z.enum(LANGUAGE_CODES),
    timezone: z.string(),
    lastLogin: z.iso.datetime().nullable(),
  }),
  householdMembers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      role: z.enum(HOUSEHOLD_ROLES),
      relationship: z.string().nullable(),
      age: z.number().int().nullable(),
    }),
  ),
  currentStep: z.number().int(),
  stepName: z.string(),
  totalSteps: z.number().int(),
  completedSteps: z.number().int(),
  daysInProcess: z.number().int(),
  estimatedCompletion: z.iso.date().nullable(),
  progressPercentage: z.number().int(),
  documents: z.object({
    required: z.number().int(),
    submitted: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    pending: z.number().int(),
    /** Required documents still pending, as keys: lower-cased name, spaces turned into underscores. */
    missing: z.array(z.string()),
  }),
  /** Falls back to 40 required hours, 0 completed, 'Getting Started' when the family has no training row. */
  training: TrainingStatusSchema,
  backgroundChecks: BackgroundCheckSummarySchema.extend({ required: z.number().int() }),
  /** Scheduled appointments from now on, soonest first. */
  upcomingAppointments: z.array(
    z.object({
      appointmentType: z.string(),
      scheduledDate: z.iso.datetime(),
      location: z.string().nullable(),
    }),
  ),
  /** Always 0 (spec 01 §3). */
  unreadMessages: z.literal(0),
  indicators: z.object({
    engagementLevel: z.string(),
    engagementScore: z.number(),
    riskLevel: z.string(),
    riskFactors: z.array(z.string()),
  }),
});
export type FamilyContext = z.infer<typeof FamilyContextSchema>;
