import { JOURNEY_STEPS } from './journey-steps';

export interface JourneyStepContent {
  /** What happens in the step, for the step detail dialog. */
  description: string;
  /** What the family has to do, in order ("Required actions"). */
  actions: readonly string[];
}

/** The words families read for each of the 8 steps (spec 01 §3 "Journey steps"), keyed by step id. */
export const JOURNEY_STEP_CONTENT: Readonly<
  Record<(typeof JOURNEY_STEPS)[number]['id'], JourneyStepContent>
> = {
  1: {
    description:
      'Tell us about your family and why you want to care for children. Submit the Resource Family Application, a criminal record statement for every adult, and a photo ID for every adult in your home.',
    actions: [
      'Complete the Resource Family Application (RFA 01A)',
      'Have every adult sign a Criminal Record Statement (RFA 01B)',
      'Upload a government-issued photo ID for every adult',
    ],
  },
  2: {
    description:
      'Explore what caring for a child in foster care means for your family. Complete the readiness self-assessment and give us three personal references and an employer reference.',
    actions: [
      'Complete the Resource Family Readiness Self-Assessment',
      'Provide three personal references',
      'Upload an employer reference letter',
    ],
  },
  3: {
    description:
      'Every adult in the household is fingerprinted through Live Scan so the state and the FBI can run background checks. Results usually take 5 to 7 business days.',
    actions: [
      'Book a Live Scan appointment for every adult (the agency covers the fee)',
      'Upload each Live Scan receipt (LIC 9163)',
      'Sign the background check authorization',
    ],
  },
  4: {
    description:
      'Gather the paperwork that shows your home is ready: proof of income, insurance, TB test results and a physician’s report for each applicant.',
    actions: [
      'Upload proof of income',
      'Upload your homeowner’s or renter’s insurance declaration',
      'Upload TB test results for every adult',
      'Upload a Physician’s Report (LIC 503) for each applicant',
    ],
  },
  5: {
    description:
      'Describe the children your family is best prepared to care for and introduce your family in your own words, so we can make good matches.',
    actions: [
      'Complete the Placement Preferences Questionnaire',
      'Write your family profile letter and add a few photos',
    ],
  },
  6: {
    description:
      'Build your skills with pre-approval training (40 hours), get CPR and First Aid certified, and confirm your vehicle insurance.',
    actions: [
      'Complete the 40 hours of required training',
      'Upload CPR and First Aid certification for each applicant',
      'Upload proof of vehicle insurance',
    ],
  },
  7: {
    description:
      'Your licensing worker visits your home to walk through health and safety, and talks with everyone who lives there.',
    actions: [
      'Schedule the home health and safety inspection',
      'Complete the home safety checklist before the visit',
      'Post an emergency evacuation floor plan and upload a copy',
    ],
  },
  8: {
    description:
      'The agency reviews your whole file and makes the approval decision. Once approved, you are a resource family and can welcome a child.',
    actions: [
      'Review and sign the Final Approval Acknowledgement',
      'Meet your caseworker to talk about next steps',
    ],
  },
};

/** Title, description and actions of one step. */
export function journeyStepContent(stepId: number) {
  const step = JOURNEY_STEPS.find((s) => s.id === stepId);
  if (!step) throw new RangeError(`No journey step ${stepId}`);
  return { id: step.id, title: step.title, ...JOURNEY_STEP_CONTENT[step.id] };
}
