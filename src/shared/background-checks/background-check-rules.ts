/**
 * Background checks for every adult in the household (issue 43): which checks an adult needs, the statuses a
 * check moves through, what the family may see of them, and the approval gate. Shared by the server, which
 * enforces every rule, and the staff screens, which offer only what the server would accept.
 */

/** Who a check type applies to: every adult, adults who lived in another state in the last five years, drivers. */
export const CHECK_APPLIES_TO = ['every_adult', 'lived_out_of_state', 'drives_children'] as const;
export type CheckAppliesTo = (typeof CHECK_APPLIES_TO)[number];

export const CHECK_STATUSES = [
  'not_started',
  'submitted',
  'in_process',
  'cleared',
  'needs_exemption',
  'exemption_granted',
  'denied',
] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** The statuses staff record by hand; exemption_granted and denied come only from an exemption decision. */
export const RECORDED_STATUSES = ['submitted', 'in_process', 'cleared', 'needs_exemption'] as const;
export type RecordedStatus = (typeof RECORDED_STATUSES)[number];

/**
 * Which recorded status may follow which. A cleared check can need an exemption later (a subsequent-arrest
 * notice); a decided exemption is final. Recording the same status again updates its dates and note.
 */
const NEXT: Record<CheckStatus, readonly RecordedStatus[]> = {
  not_started: ['submitted'],
  submitted: ['submitted', 'in_process', 'cleared', 'needs_exemption'],
  in_process: ['submitted', 'in_process', 'cleared', 'needs_exemption'],
  cleared: ['cleared', 'needs_exemption'],
  needs_exemption: ['needs_exemption'],
  exemption_granted: [],
  denied: [],
};

export function nextStatuses(from: CheckStatus): readonly RecordedStatus[] {
  return NEXT[from];
}

export function mayRecord(from: CheckStatus, to: RecordedStatus): boolean {
  return NEXT[from].includes(to);
}

/** A check that lets the family go on to the decision. */
export function isCleared(status: CheckStatus): boolean {
  return status === 'cleared' || status === 'exemption_granted';
}

/** What the family sees of a check: never a result, only where it is. */
export const FAMILY_CHECK_STATUSES = ['not_started', 'submitted', 'in_process', 'complete'] as const;
export type FamilyCheckStatus = (typeof FAMILY_CHECK_STATUSES)[number];

export function familyCheckStatus(status: CheckStatus): FamilyCheckStatus {
  if (status === 'not_started' || status === 'submitted') return status;
  if (status === 'in_process' || status === 'needs_exemption') return 'in_process';
  return 'complete';
}

/** The spec's overall word (spec 01 §4) for the checks of a household. */
export function overallCheckStatus(statuses: readonly CheckStatus[]): 'processing' | 'completed' | 'pending' {
  const family = statuses.map(familyCheckStatus);
  if (family.some((s) => s === 'submitted' || s === 'in_process')) return 'processing';
  if (family.length > 0 && family.every((s) => s === 'complete')) return 'completed';
  return 'pending';
}

export const ADULT_AGE = 18;

export interface CheckedPerson {
  role: string;
  age: number | null;
  livedOutOfState: boolean;
  drivesChildren: boolean;
}

/** An adult needs checks: 18 or over, or (with no age on file) anyone who is not a child. */
export function isAdult(person: Pick<CheckedPerson, 'role' | 'age'>): boolean {
  if (person.age !== null) return person.age >= ADULT_AGE;
  return person.role !== 'child';
}

export function checkApplies(appliesTo: CheckAppliesTo, person: CheckedPerson): boolean {
  if (!isAdult(person)) return false;
  if (appliesTo === 'lived_out_of_state') return person.livedOutOfState;
  if (appliesTo === 'drives_children') return person.drivesChildren;
  return true;
}

export interface OpenCheck {
  memberName: string;
  typeName: string;
  status: CheckStatus;
}

/** The approval gate's refusal: "Maria Martinez: FBI (in process); Rosa Martinez: CACI (not started)". */
export function openChecksSentence(open: readonly OpenCheck[]): string {
  const byMember = new Map<string, string[]>();
  for (const check of open) {
    const list = byMember.get(check.memberName) ?? [];
    list.push(`${check.typeName} (${check.status.replaceAll('_', ' ')})`);
    byMember.set(check.memberName, list);
  }
  const parts = [...byMember].map(([name, checks]) => `${name}: ${checks.join(', ')}`);
  return `Every adult's background checks must be cleared or exempted first. Still open — ${parts.join('; ')}.`;
}

/** The agency's check types as seeded (System Configuration can rename, add, switch off). */
export const DEFAULT_CHECK_TYPES: readonly { key: string; name: string; appliesTo: CheckAppliesTo }[] = [
  { key: 'doj', name: 'California DOJ Fingerprint (Live Scan)', appliesTo: 'every_adult' },
  { key: 'fbi', name: 'FBI Fingerprint', appliesTo: 'every_adult' },
  { key: 'caci', name: 'Child Abuse Central Index (CACI)', appliesTo: 'every_adult' },
  { key: 'out_of_state', name: 'Out-of-State Child Abuse Registry', appliesTo: 'lived_out_of_state' },
  { key: 'dmv', name: 'DMV Driving Record', appliesTo: 'drives_children' },
];
