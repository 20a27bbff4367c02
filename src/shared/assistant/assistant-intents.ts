import { z } from 'zod';

/**
 * What the family assistant understands (issue 16). The classifier answers one of these with a confidence;
 * 'safety' (danger to a child, self-harm) escalates at once whatever the confidence or the hour.
 */
export const FAMILY_INTENTS = [
  'missing_documents',
  'upload_help',
  'journey_step',
  'training',
  'background_check',
  'appointments',
  'forms_to_sign',
  'talk_to_human',
  'greeting',
  'thanks',
  'safety',
] as const;
export type FamilyIntent = (typeof FAMILY_INTENTS)[number];

/** The engine named on every assistant message (spec 01 §2: "confidence percentage, detected intent and model"). */
export const FAMILY_ASSISTANT_MODEL = 'haven-intents-1';

/**
 * Quick actions under an assistant message. Each one does a real thing on the client: open the upload dialog,
 * the journey, escalate, open the exact document (a missing checklist item or a returned upload), course or form an answer names, or ask a "did you mean"
 * intent again (the label is already in the conversation's language).
 */
export const QuickActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('open_scanner'),
    label: z.string(),
    /** A returned document to replace. */
    documentId: z.uuid().optional(),
    /** A missing checklist item to upload for. */
    requirementId: z.uuid().optional(),
  }),
  z.object({ kind: z.literal('view_progress'), label: z.string() }),
  z.object({ kind: z.literal('talk_to_human'), label: z.string() }),
  z.object({ kind: z.literal('open_course'), label: z.string(), enrollmentId: z.uuid() }),
  z.object({ kind: z.literal('open_form'), label: z.string(), formId: z.uuid() }),
  z.object({ kind: z.literal('suggest_intent'), label: z.string(), intent: z.enum(FAMILY_INTENTS) }),
]);
export type QuickAction = z.infer<typeof QuickActionSchema>;
