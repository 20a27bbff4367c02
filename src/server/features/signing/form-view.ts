import type { FormData, FormFieldRule } from '@shared/signing/form-rules';
import type { Signer, SignerRole } from '@shared/signing/signing.schema';
import type { SignatureRow } from './signing.repository';

const ROLE_NAMES: Record<SignerRole, string> = {
  primary_applicant: 'Primary Applicant',
  co_applicant: 'Co-Applicant',
};

export interface Household {
  members: { role: string; name: string }[];
  family: { email: string | null; primaryContactName: string } | undefined;
}

function applicantName(household: Household, role: SignerRole): string | undefined {
  return household.members.find((member) => member.role === role)?.name;
}

/**
 * The roles that must sign for this household: the primary applicant always; another role (the co-applicant)
 * only when the household has someone in it, so a single applicant is never asked for a second signature.
 */
export function signerRolesFor(roles: readonly SignerRole[], household: Household): SignerRole[] {
  return roles.filter(
    (role) => role === 'primary_applicant' || household.members.some((member) => member.role === role),
  );
}

/** One row per required role, named from the household (the name signed under, once signed). */
export function signersOf(
  roles: readonly SignerRole[],
  household: Household,
  signatures: readonly SignatureRow[],
): Signer[] {
  return roles.map((role) => {
    const signature = signatures.find((s) => s.signerRole === role);
    const name =
      signature?.signerName ??
      applicantName(household, role) ??
      (role === 'primary_applicant' ? household.family?.primaryContactName : undefined) ??
      ROLE_NAMES[role];
    return { role, name, signedAt: signature ? signature.signedAt.toISOString() : null };
  });
}

/** What Haven knows for fields of these names, from the household record. */
function knownValues(household: Household): FormData {
  const primary = applicantName(household, 'primary_applicant') ?? household.family?.primaryContactName;
  const co = applicantName(household, 'co_applicant');
  const known: FormData = {};
  if (primary) {
    known.applicant_name = primary;
    known.authorized_caregiver = primary;
    known.caregiver_names = [primary, co].filter(Boolean).join(', ');
  }
  if (co) known.co_applicant_name = co;
  if (household.family?.email) known.email = household.family.email;
  return known;
}

/**
 * The form as the family sees it: what it saved, and for fields it has not touched, what Haven knows (the
 * household's names and e-mail, then what the family typed in its other forms: address, dates of birth, phone).
 */
export function prefilledFormData(
  fields: readonly FormFieldRule[],
  saved: FormData,
  household: Household,
  otherForms: readonly FormData[],
): FormData {
  const known = knownValues(household);
  const data: FormData = { ...saved };
  for (const field of fields) {
    if (field.name in data || field.type === 'checkbox' || field.type === 'radio') continue;
    const fromOther = otherForms.find(
      (other) => typeof other[field.name] === 'string' && other[field.name] !== '',
    );
    const value = known[field.name] ?? fromOther?.[field.name];
    if (typeof value === 'string') data[field.name] = value;
  }
  return data;
}

/**
 * Whether a template's form is the document of a checklist item: always for the household's item; for a member's
 * item (each adult's, each applicant's) only when the template is signed by that member's role alone, since the
 * signers are the applicants until each adult signs for themselves (issue 21).
 */
export function formFillsItem(roles: readonly SignerRole[], memberRole: string | null): boolean {
  if (memberRole === null) return true;
  return roles.length === 1 && roles[0] === memberRole;
}
