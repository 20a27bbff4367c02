import type { FormData, FormFieldRule } from '@shared/signing/form-rules';
import type { SignerRole } from '@shared/signing/signers';

export interface Household {
  members: { role: string; name: string }[];
  family: { email: string | null; primaryContactName: string } | undefined;
}

function applicantName(household: Household, role: 'primary_applicant' | 'co_applicant'): string | undefined {
  return household.members.find((member) => member.role === role)?.name;
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
 * Another adult's own form (`member`, not the primary applicant) knows only that adult's name.
 */
export function prefilledFormData(
  fields: readonly FormFieldRule[],
  saved: FormData,
  household: Household,
  otherForms: readonly FormData[],
  member: { name: string; role: string } | null = null,
): FormData {
  const someoneElse = member !== null && member.role !== 'primary_applicant';
  const known: FormData = someoneElse ? { applicant_name: member.name } : knownValues(household);
  const others = someoneElse ? [] : otherForms;
  const data: FormData = { ...saved };
  for (const field of fields) {
    if (field.name in data || field.type === 'checkbox' || field.type === 'radio') continue;
    const fromOther = others.find(
      (other) => typeof other[field.name] === 'string' && other[field.name] !== '',
    );
    const value = known[field.name] ?? fromOther?.[field.name];
    if (typeof value === 'string') data[field.name] = value;
  }
  return data;
}

/**
 * Whether a template's form is the document of a checklist item: always for the household's item; for a member's
 * item (each adult's, each applicant's) when the member signs it (`member`), or when the template is signed by
 * that member's applicant role alone.
 */
export function formFillsItem(roles: readonly SignerRole[], memberRole: string | null): boolean {
  if (memberRole === null || roles.includes('member')) return true;
  return roles.length === 1 && roles[0] === memberRole;
}
