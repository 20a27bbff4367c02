/** A mailto: link with the subject filled in (the family's case number goes in every subject). */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`;
}

/** 'Message from the Martinez Family (HVN-2026-0001)'. */
export function messageSubject(topic: string, familyName: string, caseNumber: string): string {
  return `${topic} from the ${familyName} (${caseNumber})`;
}
