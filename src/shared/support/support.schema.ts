import { z } from 'zod';
import { safeText } from '../text/safe-text';

/** What a staff member's message to the agency's support is about (Contact Support). */
export const SUPPORT_TOPICS = ['how_to', 'access', 'problem', 'family_case', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  how_to: 'How do I…',
  access: 'My account or access',
  problem: "Something isn't working",
  family_case: "A family's case",
  other: 'Something else',
};

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

// ---- POST /api/staff/support-requests -------------------------------------------------------------

export const SupportRequestBodySchema = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  subject: safeText({ min: 1, max: SUPPORT_SUBJECT_MAX }),
  message: safeText({ min: 1, max: SUPPORT_MESSAGE_MAX, multiline: true }),
});
export type SupportRequestBody = z.infer<typeof SupportRequestBodySchema>;

/** One message sent to support, as its sender sees it. */
export const SupportRequestSchema = z.object({
  id: z.uuid(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  /** The address it was (or is being) e-mailed to. */
  sentTo: z.string(),
  createdAt: z.iso.datetime(),
  /** When the e-mail went out; null while it waits in the queue. */
  mailedAt: z.iso.datetime().nullable(),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

// ---- GET /api/staff/support-requests --------------------------------------------------------------

/** The page's answer: where messages go, and the caller's own recent ones, newest first. */
export const SupportOverviewSchema = z.object({
  supportEmail: z.string(),
  requests: z.array(SupportRequestSchema),
});
export type SupportOverview = z.infer<typeof SupportOverviewSchema>;
