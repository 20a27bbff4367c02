import { z } from 'zod';
import { ApiErrorSchema } from '../errors';
import { FamilyIdParamsSchema } from '../families/families.schema';
import { safeText } from '../text/safe-text';
import {
  INTERVIEW_SECTION_KEYS,
  INTERVIEW_SECTION_MAX,
  INTERVIEW_STATUSES,
  PRESENT_OTHERS_MAX,
} from './family-evaluation.limits';

/**
 * The family evaluation (psychosocial assessment, issue 43): one interview record per household member, with
 * who was present and seven sections of rich text. Staff read and write it; the family reads only that an
 * interview happened, when, and which household members were there.
 */

const sectionText = safeText({ max: INTERVIEW_SECTION_MAX, multiline: true });

/** Each section's HTML (sanitised on save); every key is present, an empty section is ''. */
export const InterviewSectionsSchema = z.object(
  Object.fromEntries(INTERVIEW_SECTION_KEYS.map((key) => [key, sectionText])) as Record<
    (typeof INTERVIEW_SECTION_KEYS)[number],
    typeof sectionText
  >,
);
export type InterviewSections = z.infer<typeof InterviewSectionsSchema>;

const InterviewContentBody = z.object({
  interviewDate: z.iso.date(),
  /** Household members of this family who were there. */
  presentMemberIds: z.array(z.uuid()).max(30),
  presentOthers: safeText({ max: PRESENT_OTHERS_MAX }).default(''),
  sections: InterviewSectionsSchema,
});

export const CreateInterviewBodySchema = InterviewContentBody.extend({
  /** The household member interviewed. */
  memberId: z.uuid(),
});
export type CreateInterviewBody = z.input<typeof CreateInterviewBodySchema>;

/** A save names the version it was based on: a save based on an older one is refused (409 with the current). */
export const UpdateInterviewBodySchema = InterviewContentBody.extend({ version: z.number().int().min(1) });
export type UpdateInterviewBody = z.input<typeof UpdateInterviewBodySchema>;

export const FinaliseInterviewBodySchema = z.object({ version: z.number().int().min(1) });
export type FinaliseInterviewBody = z.infer<typeof FinaliseInterviewBodySchema>;

export const InterviewParamsSchema = FamilyIdParamsSchema.extend({ interviewId: z.uuid() });

const PresentMemberSchema = z.object({ memberId: z.uuid(), name: z.string() });
export type PresentMember = z.infer<typeof PresentMemberSchema>;

/** A row of the staff list. */
export const InterviewSummarySchema = z.object({
  id: z.uuid(),
  memberId: z.uuid().nullable(),
  /** The interviewee's name when the record was made (kept if they later leave the household). */
  memberName: z.string(),
  interviewDate: z.iso.date(),
  present: z.array(PresentMemberSchema),
  presentOthers: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  version: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type InterviewSummary = z.infer<typeof InterviewSummarySchema>;

/** The staff list: the interviews and the household (who may be interviewed, who may be present). */
export const InterviewListSchema = z.object({
  interviews: z.array(InterviewSummarySchema),
  household: z.array(z.object({ id: z.uuid(), name: z.string(), interviewable: z.boolean() })),
});
export type InterviewList = z.infer<typeof InterviewListSchema>;

/** One saved version: what the record said after that save. */
export const InterviewVersionSchema = z.object({
  version: z.number().int(),
  interviewDate: z.iso.date(),
  present: z.array(PresentMemberSchema),
  presentOthers: z.string(),
  sections: InterviewSectionsSchema,
  savedAt: z.iso.datetime({ offset: true }),
  savedByName: z.string().nullable(),
});
export type InterviewVersion = z.infer<typeof InterviewVersionSchema>;

export const InterviewDetailSchema = InterviewSummarySchema.extend({
  sections: InterviewSectionsSchema,
  finalisedAt: z.iso.datetime({ offset: true }).nullable(),
  finalisedByName: z.string().nullable(),
  /** The earlier versions, newest first (the current one is the record itself). */
  earlierVersions: z.array(InterviewVersionSchema),
});
export type InterviewDetail = z.infer<typeof InterviewDetailSchema>;

/**
 * A change's 409 in the house error shape: a stale save or finalise carries the record as it is now; a change to
 * a finalised interview carries nothing more.
 */
export const InterviewConflictSchema = ApiErrorSchema.extend({ current: InterviewDetailSchema.optional() });

/** What the family reads: that an interview happened, when, with whom, and who was present; no content. */
export const FamilyInterviewSchema = z.object({
  id: z.uuid(),
  interviewDate: z.iso.date(),
  memberName: z.string(),
  presentNames: z.array(z.string()),
});
export type FamilyInterview = z.infer<typeof FamilyInterviewSchema>;
