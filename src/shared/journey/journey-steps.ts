/** The 8-step approval journey (spec 01 §3 "Journey steps"). */
export const JOURNEY_STEPS = [
  { id: 1, title: 'Dream', summary: 'Application, disclosure and identification' },
  { id: 2, title: 'Discover', summary: 'Readiness assessment and references' },
  { id: 3, title: 'Determine', summary: 'Fingerprinting and background checks' },
  { id: 4, title: 'Document', summary: 'Paperwork' },
  { id: 5, title: 'Describe', summary: 'Placement preferences and questionnaires' },
  { id: 6, title: 'Develop', summary: 'Training and insurance' },
  { id: 7, title: 'Demonstrate', summary: 'Home assessment' },
  { id: 8, title: 'Decide', summary: 'Final approval' },
] as const;

export const TOTAL_JOURNEY_STEPS = JOURNEY_STEPS.length;

/** Families on these steps are still applying; staff see them under Applications and "Pending Applications". */
export const APPLICATION_STEPS: readonly number[] = [1, 2];
