import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { MemberAccount, MemberItem } from '@shared/member-accounts/member-accounts.schema';

/** Adults are 18 and over; a member whose age nobody gave counts as one (the server decides the same way). */
const ADULT_AGE = 18;

/**
 * Whether a household member may have a family-portal account of their own (issue 44): an adult of the home
 * who is not an applicant (the applicants share the family's account) and not a child. The server refuses the
 * others; the household pages offer the invitation only to these.
 */
export function mayHaveOwnAccount(member: Pick<HouseholdMember, 'role' | 'age'>): boolean {
  return member.role === 'adult' && (member.age === null || member.age >= ADULT_AGE);
}

/** A member's own account as it stands: none yet, invited (no password chosen) or active. */
export type AccountState = { kind: 'none' } | { kind: 'invited' | 'active'; email: string };

export function accountStateOf(accounts: readonly MemberAccount[], memberId: string): AccountState {
  const account = accounts.find((candidate) => candidate.memberId === memberId);
  return account ? { kind: account.status, email: account.email } : { kind: 'none' };
}

/** What the member does with an item: fill in its form online, hand in a file, or nothing (the agency has it). */
export type ItemAction = 'openForm' | 'upload' | null;

/** Asked of the member: nothing handed in yet, or a new one after a rejection or an expiry. */
const OPEN_STATUSES: readonly string[] = ['pending', 'rejected', 'expired'];

/**
 * An open item is filled in online (its signing page) or handed in as a file; one the agency has (submitted,
 * approved, waived…) asks nothing more, and a form staff approved on paper has no page to open.
 */
export function itemActionOf(item: Pick<MemberItem, 'fillsOnline' | 'status'>): ItemAction {
  if (!OPEN_STATUSES.includes(item.status)) return null;
  return item.fillsOnline ? 'openForm' : 'upload';
}

/** The same check as the other e-mail fields of the client: something@somewhere.tld, at most 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVITE_EMAIL_MAX = 254;

/** What is wrong with the invitation's address before it is sent, if anything. */
export function inviteEmailProblem(email: string): 'required' | 'email' | null {
  const address = email.trim();
  if (address === '') return 'required';
  return address.length <= INVITE_EMAIL_MAX && EMAIL_PATTERN.test(address) ? null : 'email';
}
