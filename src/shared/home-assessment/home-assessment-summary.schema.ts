import { z } from 'zod';
import { ASSESSMENT_STATUSES } from './home-assessment-rules';

/** What the staff family page's step moves read: the assessment's state and how many items are open. */
export const AssessmentSummarySchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES),
  /** Active items not looked at yet, and corrections not accepted yet. */
  openItems: z.number().int(),
});
export type AssessmentSummary = z.infer<typeof AssessmentSummarySchema>;
