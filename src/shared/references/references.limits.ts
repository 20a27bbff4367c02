/**
 * The vocabulary and limits of references (issue 44), without zod: the schemas, the database's checks, the
 * reminder scan and the pages read them from here.
 */

/** How many completed references the agency asks of a family (California's RFA asks for three). */
export const REFERENCES_WANTED = 3;
/** Requests of one family that may be open (not completed or cancelled) at once. */
export const OPEN_REFERENCES_MAX = 10;
/** A reference link works this many days after it was sent; a reminder or a resend sends a fresh one. */
export const REFERENCE_LINK_DAYS = 14;
/** Reminders go this many days after the request while the questionnaire is not completed. */
export const REFERENCE_REMINDER_DAYS = [3, 7] as const;
export const REFERENCE_RELATIONSHIP_MAX = 80;

/**
 * `requested`: e-mailed, not opened; `opened`: the reference opened the link; `completed`: they filled and signed
 * the questionnaire; `cancelled`: staff cancelled it; `expired`: the last link lapsed unanswered.
 */
export const REFERENCE_STATUSES = ['requested', 'opened', 'completed', 'cancelled', 'expired'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

/** Who asked: the family on My Family, or staff on the family's page. */
export const REFERENCE_REQUESTERS = ['family', 'staff'] as const;
export type ReferenceRequester = (typeof REFERENCE_REQUESTERS)[number];

export interface ReferenceFacts {
  openedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** When the newest link stops working. */
  linkExpiresAt: Date;
}

/** A request's status from its dates (stored facts, never a stored status). */
export function referenceStatus(facts: ReferenceFacts, now: Date): ReferenceStatus {
  if (facts.completedAt) return 'completed';
  if (facts.cancelledAt) return 'cancelled';
  if (facts.linkExpiresAt <= now) return 'expired';
  return facts.openedAt ? 'opened' : 'requested';
}

/** Whether staff may still resend or cancel it. */
export const isOpenReference = (status: ReferenceStatus) => status !== 'completed' && status !== 'cancelled';
