import { formatAddress } from '@shared/household-changes/home-address';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';

/** How staff's family page words a household change the family proposed (staff pages are English). */

const ROLE_WORDS: Record<string, string> = {
  primary_applicant: 'primary applicant',
  co_applicant: 'co-applicant',
  adult: 'adult',
  child: 'child',
};
const roleWord = (role: string) => ROLE_WORDS[role] ?? role;
const roleLabel = (role: string) => roleWord(role).replace(/^\w/, (letter) => letter.toUpperCase());
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** 'Tunde Adeyemi moving in', 'Bola Okafor moved out', 'New address: 12 Oak St, Fresno, CA 93701'. */
export function changeTitle(change: HouseholdChange): string {
  switch (change.kind) {
    case 'add_member':
      return `${change.details.name} moving in`;
    case 'remove_member':
      return `${change.details.memberName} moved out`;
    case 'new_address':
      return `New address: ${formatAddress(change.details)}`;
  }
}

/** What the family said about the person or the move, as facts. */
export function changeFacts(change: HouseholdChange, date: (isoDate: string) => string): string[] {
  switch (change.kind) {
    case 'add_member': {
      const d = change.details;
      const facts = [`${roleLabel(d.role)}, ${d.relationship}, age ${d.age}`];
      if (d.role === 'adult') {
        facts.push(
          `Lived outside California in the last five years: ${yesNo(d.livedOutOfState)}`,
          `Will drive children: ${yesNo(d.drivesChildren)}`,
        );
        if (d.email) facts.push(`E-mail for their signing link: ${d.email}`);
      }
      return facts;
    }
    case 'remove_member':
      return [
        `${roleLabel(change.details.memberRole)}${change.details.memberRelationship ? `, ${change.details.memberRelationship}` : ''}`,
        `Moved out on ${date(change.details.movedOutOn)}`,
      ];
    case 'new_address':
      return [`Moving on ${date(change.details.movingOn)}`];
  }
}

/** What accepting does, said before staff confirm it. */
export function acceptEffect(change: HouseholdChange): string {
  switch (change.kind) {
    case 'add_member':
      return change.details.role === 'adult'
        ? `Adds ${change.details.name} (adult) and asks for their documents and checks.`
        : `Adds ${change.details.name} (child) to the household and asks for the documents the checklist needs for them.`;
    case 'remove_member':
      return `Removes ${change.details.memberName} (${roleWord(change.details.memberRole)}) from the household. What they handed in stays on file; their items not started yet are dropped.`;
    case 'new_address':
      return `Records ${formatAddress(change.details)} as the family's address.`;
  }
}
