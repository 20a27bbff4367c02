import { z } from 'zod';
import { SignInBodySchema } from '../auth/auth.schema';
import { FamilyIdParamsSchema } from '../families/families.schema';

/**
 * An adult's own family-portal account (issue 44): an adult of the home who is not an applicant (an alternative
 * caregiver, another adult) signs in with an account of their own, invited by the applicants
 * (/api/family/household/members/:memberId/account) or staff (/api/staff/families/:familyId/members/:memberId/account),
 * and sees only their own items: their forms to fill and sign, their files to hand in (/api/family/member/items).
 * Every other family route refuses such an account.
 */

export const MEMBER_ACCOUNT_STATUSES = ['invited', 'active'] as const;
export type MemberAccountStatus = (typeof MEMBER_ACCOUNT_STATUSES)[number];

export const MemberIdParamsSchema = z.object({ memberId: z.uuid() });
export const StaffMemberParamsSchema = FamilyIdParamsSchema.extend({ memberId: z.uuid() });

export const InviteMemberBodySchema = z.object({ email: SignInBodySchema.shape.email });
export type InviteMemberBody = z.infer<typeof InviteMemberBodySchema>;

/** A household member's own account, as the applicants and staff see it. */
export const MemberAccountSchema = z.object({
  memberId: z.uuid(),
  email: z.string(),
  /** Invited until they have chosen a password; active afterwards. */
  status: z.enum(MEMBER_ACCOUNT_STATUSES),
  invitedAt: z.iso.datetime({ offset: true }),
});
export type MemberAccount = z.infer<typeof MemberAccountSchema>;
export const MemberAccountsSchema = z.array(MemberAccountSchema);

/** One of the member's own items (their RFA 01B, their photo ID…), as their own account sees it. */
export const MemberItemSchema = z.object({
  id: z.uuid(),
  documentName: z.string(),
  documentType: z.string(),
  /** The journey step the item belongs to (an upload names it). */
  stepId: z.number().int(),
  /** The item has a validity period: an upload asks for the expiry date printed on the document. */
  expires: z.boolean(),
  /** The family_documents status: pending, submitted, approved, rejected… */
  status: z.string(),
  /** A form or e-signature Haven can open online (its signing page); otherwise a file to hand in. */
  fillsOnline: z.boolean(),
  /** Why staff returned it, when they did. */
  rejectionReason: z.string().nullable(),
});
export type MemberItem = z.infer<typeof MemberItemSchema>;

export const MemberItemsSchema = z.object({
  member: z.object({ id: z.uuid(), name: z.string() }),
  items: z.array(MemberItemSchema),
});
export type MemberItems = z.infer<typeof MemberItemsSchema>;
