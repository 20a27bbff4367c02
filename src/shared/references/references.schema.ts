import { z } from 'zod';
import { SignInBodySchema } from '../auth/auth.schema';
import { FAMILY_NAME_MAX } from '../families/families.limits';
import { FamilyIdParamsSchema } from '../families/families.schema';
import { LANGUAGE_CODES } from '../i18n/languages';
import {
  FormDataSchema,
  LocalizedFieldSchema,
  SignBodySchema,
  TemplateFieldSchema,
} from '../signing/signing.schema';
import { safeName, safeText } from '../text/safe-text';
import { REFERENCE_RELATIONSHIP_MAX, REFERENCE_REQUESTERS, REFERENCE_STATUSES } from './references.limits';

/**
 * References (issue 44): people outside the household who vouch for the family. The family
 * (/api/family/references) or staff (/api/staff/families/:familyId/references) ask one by name and e-mail; the
 * reference fills and signs the agency's reference questionnaire through an e-mailed link
 * (/api/reference-links/:token) without an account. The family sees only where each request stands.
 */

export const RequestReferenceBodySchema = z.object({
  name: safeName({ min: 1, max: FAMILY_NAME_MAX }),
  email: SignInBodySchema.shape.email,
  /** How they know the family ("Neighbour for 6 years"). */
  relationship: safeText({ min: 1, max: REFERENCE_RELATIONSHIP_MAX }),
});
export type RequestReferenceBody = z.infer<typeof RequestReferenceBodySchema>;

const when = z.iso.datetime({ offset: true });

/** A request as the family sees it: never the answers. */
export const FamilyReferenceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  /** Masked ("j•••@example.com"). */
  emailHint: z.string(),
  status: z.enum(REFERENCE_STATUSES),
  requestedBy: z.enum(REFERENCE_REQUESTERS),
  requestedAt: when,
  openedAt: when.nullable(),
  completedAt: when.nullable(),
});
export type FamilyReference = z.infer<typeof FamilyReferenceSchema>;
export const FamilyReferenceListSchema = z.object({
  references: z.array(FamilyReferenceSchema),
  /** How many completed references the agency asks for. */
  wanted: z.number().int(),
});
export type FamilyReferenceList = z.infer<typeof FamilyReferenceListSchema>;

/** A request as staff see it: the address, the reminders, and whether the answers are in. */
export const StaffReferenceSchema = FamilyReferenceSchema.extend({
  email: z.string(),
  remindersSent: z.number().int(),
  lastSentAt: when,
  linkExpiresAt: when,
  cancelledAt: when.nullable(),
});
export type StaffReference = z.infer<typeof StaffReferenceSchema>;
export const StaffReferenceListSchema = FamilyReferenceListSchema.extend({
  references: z.array(StaffReferenceSchema),
});
export type StaffReferenceList = z.infer<typeof StaffReferenceListSchema>;

export const StaffReferenceParamsSchema = FamilyIdParamsSchema.extend({ referenceId: z.uuid() });

/** A completed questionnaire, for staff: the answers in English and the signer's evidence. */
export const ReferenceAnswersSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  questionnaire: z.string(),
  templateVersion: z.number().int(),
  fields: z.array(TemplateFieldSchema),
  formData: z.record(z.string(), z.union([z.string(), z.boolean()])),
  signedAt: when,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The short code of the sealed PDF (its certificate page and /verify). */
  verificationCode: z.string(),
});
export type ReferenceAnswers = z.infer<typeof ReferenceAnswersSchema>;

/* The reference's link: public pages whose only key is the link's token. */

export const ReferenceTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a link token'),
});

/** What the reference sees: who asked, and the questionnaire in the family's language. */
export const ReferenceLinkSchema = z.object({
  referenceName: z.string(),
  /** The primary applicant's name: all the reference learns of the family. */
  applicantName: z.string(),
  language: z.enum(LANGUAGE_CODES),
  questionnaire: z.string(),
  description: z.string().nullable(),
  fields: z.array(LocalizedFieldSchema),
  translated: z.boolean(),
});
export type ReferenceLink = z.infer<typeof ReferenceLinkSchema>;

export const ReferenceSubmitBodySchema = SignBodySchema.omit({ role: true }).extend({
  formData: FormDataSchema,
});
export type ReferenceSubmitBody = z.infer<typeof ReferenceSubmitBodySchema>;
export const ReferenceDoneSchema = z.object({ result: z.literal('completed') });
