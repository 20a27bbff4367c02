import { z } from 'zod';
import type { PermissionKey } from '../auth/permissions';
import { safeText } from '../text/safe-text';

/**
 * The staff assistant panel (issue 16, spec 01 §6 "staff" audience): staff ask in plain English and get
 * answers from the agency's data, limited to what their permissions let them see
 * (/api/staff/assistant/*).
 */

/** The engine named on every answer: a rule-based parser, not a language model. */
export const STAFF_ASSISTANT_MODEL = 'haven-staff-rules-1';

/**
 * Spec 01 §8: the staff reply when an answer cannot be made (the family text without the Talk to Human part);
 * the same words the chat screen shows when the request itself fails.
 */
export const STAFF_ASSISTANT_FAILURE =
  "I'm having trouble connecting right now. Please try again in a moment.";

export const STAFF_QUESTION_MAX = 500;

export const STAFF_INTENTS = [
  'documents_waiting_review',
  'documents_failed_processing',
  'documents_expiring',
  'families_in_step_over_days',
  'families_by_step',
  'family_missing',
  'family_training_hours',
  'overdue_required_courses',
  'help',
  'unknown',
] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];

/**
 * Who may hear each answer (any one of the permissions; empty: every staff member). The server refuses
 * before reading anything, so a refusal never carries a count.
 */
export const STAFF_INTENT_PERMISSIONS: Record<StaffIntent, readonly PermissionKey[]> = {
  documents_waiting_review: ['manage_documents'],
  documents_failed_processing: ['manage_documents'],
  documents_expiring: ['manage_documents'],
  families_in_step_over_days: ['manage_families'],
  families_by_step: ['manage_families'],
  family_missing: ['manage_families'],
  family_training_hours: ['assign_courses', 'manage_courses'],
  overdue_required_courses: ['assign_courses', 'manage_courses'],
  help: [],
  unknown: [],
};

/** Spec 01 §9 quick-action labels of the staff audience. */
export const STAFF_QUICK_ACTION_LABELS = {
  assignDocuments: 'Assign Documents',
  assignTraining: 'Assign Training',
  familyDashboard: 'Family Dashboard',
} as const;

export const AskStaffAssistantBodySchema = z.object({
  question: safeText({ min: 1, max: STAFF_QUESTION_MAX, multiline: true }),
});
export type AskStaffAssistantBody = z.infer<typeof AskStaffAssistantBodySchema>;

/**
 * A link under an answer: a spec quick action (shown as a button) or a link to a list or page it mentions.
 * `path` is an app path the asker may open.
 */
export const StaffAnswerLinkSchema = z.object({
  kind: z.enum(['quick_action', 'link']),
  label: z.string(),
  path: z.string().startsWith('/'),
});
export type StaffAnswerLink = z.infer<typeof StaffAnswerLinkSchema>;

export const StaffAssistantMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  at: z.iso.datetime(),
  /** Assistant messages only (null on the asker's). */
  intent: z.enum(STAFF_INTENTS).nullable(),
  confidence: z.number().min(0).max(1).nullable(),
  model: z.string().nullable(),
  links: z.array(StaffAnswerLinkSchema),
});
export type StaffAssistantMessage = z.infer<typeof StaffAssistantMessageSchema>;

/** POST /api/staff/assistant/messages */
export const StaffAssistantExchangeSchema = z.object({
  sessionId: z.uuid(),
  question: StaffAssistantMessageSchema,
  answer: StaffAssistantMessageSchema,
});
export type StaffAssistantExchange = z.infer<typeof StaffAssistantExchangeSchema>;

/** GET /api/staff/assistant/session: the asker's open session (begun within the reuse window), oldest first. */
export const StaffAssistantSessionSchema = z.object({
  sessionId: z.uuid().nullable(),
  messages: z.array(StaffAssistantMessageSchema),
});
export type StaffAssistantSession = z.infer<typeof StaffAssistantSessionSchema>;
