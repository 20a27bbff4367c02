import {
  isApplicantRole,
  isStaffSigner,
  type SignerRole,
  type SigningOrder,
  signersAsked,
  signerStatus,
} from '@shared/signing/signers';
import type { Signer } from '@shared/signing/signing.schema';
import type { SignerFactRow } from './signers.repository';
import type { HouseholdRow, SignatureRow } from './signing.repository';

const ROLE_NAMES: Record<SignerRole, string> = {
  primary_applicant: 'Primary Applicant',
  co_applicant: 'Co-Applicant',
  member: 'Household Member',
  caseworker: 'Caseworker',
  supervisor: 'Supervisor',
};

/** The household member a document belongs to (each adult's RFA 01B), when it is someone's own. */
export interface DocumentMember {
  id: string;
  name: string;
  role: string;
}

/**
 * The roles that must sign this household's document: the co-applicant only when the household has one, so a
 * single applicant is never asked for a second signature; the others always (the member of a document that is
 * nobody's own is the primary applicant).
 */
export function signerRolesFor(
  roles: readonly SignerRole[],
  household: { members: readonly { role: string }[] },
): SignerRole[] {
  return roles.filter(
    (role) => role !== 'co_applicant' || household.members.some((member) => member.role === role),
  );
}

/** Whether the family reaches this signer by a one-time link: an adult of the home who is not an applicant. */
export function signsByLink(role: SignerRole, member: DocumentMember | null): boolean {
  return role === 'member' && member !== null && !isApplicantRole(member.role);
}

/** Whether the applicants' session signs for this role (the applicants, and a member who is one of them). */
export function signsInFamilySession(role: SignerRole, member: DocumentMember | null): boolean {
  return !isStaffSigner(role) && !signsByLink(role, member);
}

/**
 * Who is asking: the applicants' session, an adult's own account (issue 44), one signer's link, or a staff member
 * with what they may sign as.
 */
export type SigningParty =
  | { kind: 'family' }
  | { kind: 'member'; memberId: string }
  | { kind: 'link'; role: SignerRole }
  | { kind: 'staff'; asCaseworker: boolean; asSupervisor: boolean };

export function partyMaySign(party: SigningParty, role: SignerRole, member: DocumentMember | null): boolean {
  if (party.kind === 'family') return signsInFamilySession(role, member);
  if (party.kind === 'member') return role === 'member' && member?.id === party.memberId;
  if (party.kind === 'link') return party.role === role;
  return (role === 'caseworker' && party.asCaseworker) || (role === 'supervisor' && party.asSupervisor);
}

export interface SignerState {
  roles: readonly SignerRole[];
  order: SigningOrder;
  submitted: boolean;
  household: HouseholdRow;
  member: DocumentMember | null;
  signatures: readonly SignatureRow[];
  facts: readonly SignerFactRow[];
}

/** The roles whose turn it is now. */
export function askedRoles(state: SignerState): SignerRole[] {
  return signersAsked(
    state.roles.map((role) => ({ role, signed: state.signatures.some((s) => s.signerRole === role) })),
    { order: state.order, submitted: state.submitted },
  );
}

function nameOf(role: SignerRole, state: SignerState): string {
  const applicant = (r: string) => state.household.members.find((m) => m.role === r)?.name;
  if (role === 'member')
    return (
      state.member?.name ??
      applicant('primary_applicant') ??
      state.household.family?.primaryContactName ??
      ROLE_NAMES.member
    );
  if (role === 'primary_applicant')
    return applicant(role) ?? state.household.family?.primaryContactName ?? ROLE_NAMES[role];
  return applicant(role) ?? ROLE_NAMES[role];
}

/** One row per signer, in the template's order, as `party` sees it. */
export function signerViews(state: SignerState, party: SigningParty): Signer[] {
  const asked = askedRoles(state);
  return state.roles.map((role) => {
    const signature = state.signatures.find((s) => s.signerRole === role);
    const fact = state.facts.find((f) => f.signerRole === role);
    const isAsked = asked.includes(role);
    return {
      role,
      name: signature?.signerName ?? nameOf(role, state),
      signedAt: signature ? signature.signedAt.toISOString() : null,
      status: signerStatus({
        signed: signature !== undefined,
        declined: fact?.declinedAt != null,
        asked: isAsked,
        opened: fact?.openedAt != null,
      }),
      signedVia: signature?.signedVia ?? null,
      declineReason: signature ? null : (fact?.declineReason ?? null),
      linkSentTo: fact?.email ?? null,
      canSign: !signature && isAsked && partyMaySign(party, role, state.member),
      signsByLink: signsByLink(role, state.member),
    };
  });
}

/** The family's signers (everyone but staff), each signed. */
export function familySigned(state: SignerState): boolean {
  return state.roles
    .filter((role) => !isStaffSigner(role))
    .every((role) => state.signatures.some((s) => s.signerRole === role));
}

/** Whether staff still countersign after the family. */
export function awaitsStaff(state: SignerState): boolean {
  return state.roles.some(
    (role) => isStaffSigner(role) && !state.signatures.some((s) => s.signerRole === role),
  );
}

/** The name a signer signs under. */
export function signerNameFor(role: SignerRole, state: SignerState): string {
  return nameOf(role, state);
}
