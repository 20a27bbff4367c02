/**
 * Limits and vocabulary of the family evaluation's interviews, without zod: family-evaluation.schema.ts
 * enforces them on the server and the staff form reads them from here (decision 008).
 */

/** The sections of an interview record, in the order the form and the record show them. */
export const INTERVIEW_SECTIONS = [
  { key: 'background', label: 'Background and history' },
  { key: 'relationships', label: 'Relationships and support' },
  { key: 'parenting', label: 'Parenting and discipline' },
  { key: 'motivation', label: 'Motivation' },
  { key: 'strengths', label: 'Strengths' },
  { key: 'concerns', label: 'Concerns' },
  { key: 'assessment', label: "Caseworker's assessment" },
] as const;

export type InterviewSectionKey = (typeof INTERVIEW_SECTIONS)[number]['key'];
export const INTERVIEW_SECTION_KEYS = INTERVIEW_SECTIONS.map((section) => section.key) as [
  InterviewSectionKey,
  ...InterviewSectionKey[],
];

export const INTERVIEW_STATUSES = ['draft', 'final'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** One section's rich text (HTML), before sanitising. */
export const INTERVIEW_SECTION_MAX = 50_000;
/** Others who were present (an interpreter, a relative outside the household), as free text. */
export const PRESENT_OTHERS_MAX = 300;
/** A child is interviewed from this age on; adults always. */
export const INTERVIEW_MIN_CHILD_AGE = 5;

/** Whether a household member is old enough to be interviewed on their own. */
export function mayBeInterviewed(member: { role: string; age: number | null }): boolean {
  if (member.role !== 'child') return true;
  return member.age !== null && member.age >= INTERVIEW_MIN_CHILD_AGE;
}
