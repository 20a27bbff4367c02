import { z } from 'zod';
import { SignInBodySchema } from '../auth/auth.schema';
import { AGE_MAX, FAMILY_NAME_MAX, RELATIONSHIP_MAX } from '../families/families.limits';
import { FamilyIdParamsSchema } from '../families/families.schema';
import { HOUSEHOLD_ROLES } from '../family-portal/family-portal.schema';
import { safeName, safeText } from '../text/safe-text';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_STREET_MAX,
  ADDRESS_UNIT_MAX,
  ADULT_AGE,
  DEFAULT_STATE,
  HOUSEHOLD_CHANGE_NOTE_MAX,
  HOUSEHOLD_CHANGE_STATUSES,
  NEW_MEMBER_ROLES,
  POSTAL_CODE_PATTERN,
  STATE_CODE_PATTERN,
} from './household-changes.limits';

/**
 * Household changes (issue 44): the family proposes someone moving in or out, or a new address
 * (/api/family/household/changes); staff accept or decline it on the family's page
 * (/api/staff/families/:familyId/household/changes). An accepted change is made to the household at once.
 */

const note = safeText({ max: HOUSEHOLD_CHANGE_NOTE_MAX, multiline: true });
const optionalNote = note
  .optional()
  .transform((text) => (text === undefined || text === '' ? undefined : text));

// ---- What a change says (stored as the row's details) ---------------------------------------------

/** Someone moving in. Adults are asked whether the out-of-state and driving checks apply to them. */
export const AddMemberDetailsSchema = z
  .object({
    name: safeName({ min: 1, max: FAMILY_NAME_MAX }),
    role: z.enum(NEW_MEMBER_ROLES),
    relationship: safeText({ min: 1, max: RELATIONSHIP_MAX }),
    age: z.number().int().min(0).max(AGE_MAX),
    /** Lived outside California in the last five years (the out-of-state registry check). */
    livedOutOfState: z.boolean().default(false),
    /** Will drive children in care (the DMV record check). */
    drivesChildren: z.boolean().default(false),
    /** Where the adult's own signing link goes; optional. */
    email: SignInBodySchema.shape.email.optional(),
  })
  .superRefine((details, ctx) => {
    if (details.role === 'adult' && details.age < ADULT_AGE)
      ctx.addIssue({ code: 'custom', path: ['age'], message: `An adult is ${ADULT_AGE} or older` });
    if (details.role === 'child' && details.age >= ADULT_AGE)
      ctx.addIssue({ code: 'custom', path: ['age'], message: `A child is younger than ${ADULT_AGE}` });
    if (details.role === 'child' && details.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Only an adult gets a signing link' });
  });
export type AddMemberDetails = z.output<typeof AddMemberDetailsSchema>;

/** Someone who moved out: one of the family's members other than the primary applicant. */
export const RemoveMemberDetailsSchema = z.object({
  memberId: z.uuid(),
  movedOutOn: z.iso.date(),
});

/** The new home address and the day the family moves there. */
export const NewAddressDetailsSchema = z.object({
  street: safeText({ min: 1, max: ADDRESS_STREET_MAX }),
  unit: safeText({ max: ADDRESS_UNIT_MAX })
    .optional()
    .transform((text) => (text === '' ? undefined : text)),
  city: safeText({ min: 1, max: ADDRESS_CITY_MAX }),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(STATE_CODE_PATTERN, 'A state is its two-letter code, such as CA')
    .default(DEFAULT_STATE),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, 'A ZIP code is 5 digits (or ZIP+4)'),
  movingOn: z.iso.date(),
});
export type NewAddressDetails = z.output<typeof NewAddressDetailsSchema>;

// ---- POST /api/family/household/changes ----------------------------------------------------------

/** 201 with the proposal; a remove_member naming nobody of the family (or the primary applicant) is 400. */
export const ProposeHouseholdChangeBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add_member'), details: AddMemberDetailsSchema, note: optionalNote }),
  z.object({ kind: z.literal('remove_member'), details: RemoveMemberDetailsSchema, note: optionalNote }),
  z.object({ kind: z.literal('new_address'), details: NewAddressDetailsSchema, note: optionalNote }),
]);
export type ProposeHouseholdChangeBody = z.input<typeof ProposeHouseholdChangeBodySchema>;
export type ProposedHouseholdChange = z.output<typeof ProposeHouseholdChangeBodySchema>;

// ---- Replies --------------------------------------------------------------------------------------

const isoDateTime = z.iso.datetime({ offset: true });

/** What both sides read of every change. */
const ChangeBaseSchema = z.object({
  id: z.uuid(),
  status: z.enum(HOUSEHOLD_CHANGE_STATUSES),
  /** The family's own words with the proposal. */
  note: z.string().nullable(),
  proposedAt: isoDateTime,
  /** The family user who proposed it (display name, else e-mail); null once their account is gone. */
  proposedBy: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  /** The staff member who decided, or the family user who withdrew it. */
  decidedBy: z.string().nullable(),
  /** Staff's note with the decision (a decline always has one). */
  decisionNote: z.string().nullable(),
});

/** A change as both sides read it; a removal also names the member as they were when it was proposed. */
export const HouseholdChangeSchema = z.discriminatedUnion('kind', [
  ChangeBaseSchema.extend({
    kind: z.literal('add_member'),
    details: z.object({
      name: z.string(),
      role: z.enum(NEW_MEMBER_ROLES),
      relationship: z.string(),
      age: z.number().int(),
      livedOutOfState: z.boolean(),
      drivesChildren: z.boolean(),
      email: z.string().nullable(),
    }),
  }),
  ChangeBaseSchema.extend({
    kind: z.literal('remove_member'),
    details: z.object({
      memberId: z.uuid(),
      memberName: z.string(),
      /** The member's role and relationship when it was proposed (pages filter by them). */
      memberRole: z.enum(HOUSEHOLD_ROLES),
      memberRelationship: z.string().nullable(),
      movedOutOn: z.iso.date(),
    }),
  }),
  ChangeBaseSchema.extend({
    kind: z.literal('new_address'),
    details: z.object({
      street: z.string(),
      unit: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      movingOn: z.iso.date(),
    }),
  }),
]);
export type HouseholdChange = z.infer<typeof HouseholdChangeSchema>;

/** GET …/household/changes: newest first (at most HOUSEHOLD_CHANGES_LIST_LIMIT), and the address on file. */
export const HouseholdChangeListSchema = z.object({
  items: z.array(HouseholdChangeSchema),
  /** Older proposals exist beyond the list. */
  truncated: z.boolean(),
  /** The home address as staff last accepted it; null until one is. */
  homeAddress: z.string().nullable(),
});
export type HouseholdChangeList = z.infer<typeof HouseholdChangeListSchema>;

// ---- Params and the decision ----------------------------------------------------------------------

export const FamilyChangeParamsSchema = z.object({ changeId: z.uuid() });
export const StaffChangeParamsSchema = FamilyIdParamsSchema.extend({ changeId: z.uuid() });

/**
 * POST /api/staff/families/:familyId/household/changes/:changeId/decision. A decline says why (the family reads
 * it); deciding a change that is no longer proposed is 409.
 */
export const DecideHouseholdChangeBodySchema = z
  .object({ decision: z.enum(['accept', 'decline']), note: optionalNote })
  .refine((body) => body.decision === 'accept' || body.note !== undefined, {
    path: ['note'],
    message: 'Say why the change is not accepted: the family reads it',
  });
export type DecideHouseholdChangeBody = z.input<typeof DecideHouseholdChangeBodySchema>;

/** A change's details as the database keeps them (household_changes.details), by kind. */
export type HouseholdChangeDetails = HouseholdChange['details'];
