import { isWithinBusinessHours, nextOpening } from '@shared/conversations/business-hours';
import { businessHoursOf, type ChatSettings } from '@shared/conversations/conversations.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/caller';
import { familyAssistant } from '../assistant/family-assistant';
import * as repo from './conversations.repository';

export interface Escalation {
  session: repo.SessionRow;
  familyId: string;
  language: LanguageCode;
  reason: string;
  /** The family's caseworker (first of its support team by position), who gets the conversation. */
  caseworkerId: string | null;
  /** Named in the notice; null: the agency's team answers (the Inbox's unassigned conversations). */
  caseworkerName: string | null;
  settings: ChatSettings;
  /**
   * When the escalating message was stored. The notice is stored right after it; the chat shows it about a
   * second later (spec 01 §4), so a caseworker's quick answer still comes after it.
   */
  at: Date;
}

/**
 * Hands a chat to a person, inside the caller's transaction: the notice of who will answer and when (shortly, or
 * when the office opens), then the rating request; the session ends escalated with its reason and
 * waits in the Inbox, assigned to the family's caseworker. Returns the stored follow-ups' ids, oldest first.
 */
export async function escalate(tx: Tx, actor: Actor, e: Escalation) {
  const hours = businessHoursOf(e.settings);
  const noticeAt = new Date(e.at.getTime() + 1);
  const open = isWithinBusinessHours(hours, noticeAt);
  const notice = familyAssistant.escalationNotice({
    language: e.language,
    caseworkerName: e.caseworkerName,
    withinBusinessHours: open,
    nextOpening: open ? null : nextOpening(hours, noticeAt),
    timeZone: hours.timeZone,
  });
  const rows = await repo.insertMessages(tx, [
    {
      sessionId: e.session.id,
      familyId: e.familyId,
      messageType: 'assistant',
      content: notice,
      aiModelUsed: null,
      entitiesExtracted: { kind: 'escalation_notice', withinBusinessHours: open },
      timestamp: noticeAt,
    },
    {
      sessionId: e.session.id,
      familyId: e.familyId,
      messageType: 'system',
      content: familyAssistant.ratingRequest(e.language),
      entitiesExtracted: { kind: 'rating_request' },
      timestamp: new Date(noticeAt.getTime() + 1),
    },
  ]);
  const session = await repo.countMessages(tx, e.session.id, rows.length, noticeAt, {
    sessionEnd: noticeAt,
    escalated: true,
    escalationReason: e.reason,
    inboxState: 'waiting',
    escalatedAt: e.at,
    assignedTo: e.caseworkerId,
    // The family has seen everything up to the notice: only staff replies count as unread.
    familyReadAt: new Date(noticeAt.getTime() + 1),
  });
  await writeAudit(tx, actor, {
    action: 'conversation.escalated',
    objectType: 'conversation',
    objectId: e.session.id,
    familyId: e.familyId,
    details: { reason: e.reason },
  });
  await repo.publish(tx, { type: 'inbox', familyId: e.familyId, sessionId: e.session.id });
  return { session, followUpIds: rows.map((r) => r.id) };
}
