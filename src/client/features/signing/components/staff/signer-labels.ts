import type { SignedVia, SignerRole, SignerStatus, SigningOrder } from '@shared/signing/signers';

/** How the staff screens name a signer role (English, as the staff screens are). */
export const SIGNER_ROLE_LABELS: Record<SignerRole, string> = {
  primary_applicant: 'Primary Applicant',
  co_applicant: 'Co-Applicant',
  member: 'Household member',
  caseworker: 'Caseworker',
  supervisor: 'Supervisor',
};

/** One line under each role in the template editor: who that is and when they sign. */
export const SIGNER_ROLE_HELP: Record<SignerRole, string> = {
  primary_applicant: 'The family’s primary applicant, in the family portal',
  co_applicant: 'The second applicant, when the family has one',
  member: 'The adult the document belongs to (one document per adult)',
  caseworker: 'Countersigns after the family',
  supervisor: 'Countersigns after the family',
};

export const SIGNER_STATUS_LOOKS: Record<SignerStatus, { label: string; color: string }> = {
  waiting: { label: 'Waiting', color: 'gray' },
  asked: { label: 'Their turn', color: 'blue' },
  opened: { label: 'Opened', color: 'cyan' },
  signed: { label: 'Signed', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};

/** How a signer proved who they were (what the certificate page says too). */
export const SIGNED_VIA_LABELS: Record<SignedVia, string> = {
  family_session: 'Family portal session',
  link_code: 'E-mailed link + code',
  staff_session: 'Staff session',
};

export const SIGNING_ORDER_LABELS: Record<SigningOrder, string> = {
  parallel: 'All at once',
  sequential: 'One after another',
};
