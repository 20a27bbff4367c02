/**
 * Who signs a document and when it is their turn (decision 041, issue 44). A template lists its signer roles in
 * order; the family's roles sign first (the applicants in the family's session, the document's household member
 * in the family's session when an applicant, otherwise through an e-mailed one-time link), then staff
 * countersign once the family has submitted. In `sequential` order only the first unsigned signer of a phase is
 * asked; in `parallel` every unsigned signer of the phase is.
 */

export const SIGNER_ROLES = [
  'primary_applicant',
  'co_applicant',
  'member',
  'caseworker',
  'supervisor',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Countersigners: asked only after the family has submitted. */
export const STAFF_SIGNER_ROLES = ['caseworker', 'supervisor'] as const satisfies readonly SignerRole[];
export type StaffSignerRole = (typeof STAFF_SIGNER_ROLES)[number];

export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

/** `waiting`: not their turn yet; `asked`: their turn; `opened`: they opened their link. */
export const SIGNER_STATUSES = ['waiting', 'asked', 'opened', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

/** How a signer proved who they were: what the certificate page and /verify say. */
export const SIGNED_VIA = ['family_session', 'link_code', 'staff_session'] as const;
export type SignedVia = (typeof SIGNED_VIA)[number];

/** The household roles that sign in the applicants' own session. */
export function isApplicantRole(role: string): role is 'primary_applicant' | 'co_applicant' {
  return role === 'primary_applicant' || role === 'co_applicant';
}

export function isStaffSigner(role: SignerRole): role is StaffSignerRole {
  return (STAFF_SIGNER_ROLES as readonly SignerRole[]).includes(role);
}

export interface SignerProgress {
  role: SignerRole;
  signed: boolean;
}

/**
 * The roles whose turn it is, from the signers in template order: the family's until the form is submitted,
 * then staff's; in `sequential` order only the phase's first unsigned one.
 */
export function signersAsked(
  signers: readonly SignerProgress[],
  { order, submitted }: { order: SigningOrder; submitted: boolean },
): SignerRole[] {
  const phase = signers.filter((s) => isStaffSigner(s.role) === submitted && !s.signed);
  return (order === 'sequential' ? phase.slice(0, 1) : phase).map((s) => s.role);
}

/** One signer's status from what is known of them. */
export function signerStatus(facts: {
  signed: boolean;
  declined: boolean;
  asked: boolean;
  opened: boolean;
}): SignerStatus {
  if (facts.signed) return 'signed';
  if (facts.declined) return 'declined';
  if (!facts.asked) return 'waiting';
  return facts.opened ? 'opened' : 'asked';
}

/** "j•••@example.com": how a link page names the address its code went to. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
