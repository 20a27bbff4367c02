import { inArray } from 'drizzle-orm';
import { FAMILY_INTENTS, type FamilyIntent } from '@shared/assistant/assistant-intents';
import type { ChatMessage, ChatSession } from '@shared/conversations/conversations.schema';
import { withFields } from '@shared/with-fields';
import type { Conn } from '../../db/client';
import { isoOf } from '../../db/json';
import { conversationMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import * as repo from './conversations.repository';

const isIntent = (value: string | null): value is FamilyIntent =>
  value !== null && (FAMILY_INTENTS as readonly string[]).includes(value);

/** A stored message as the API shows it. */
export function toMessage(json: repo.MessageJson): ChatMessage {
  return withFields(json, {
    timestamp: isoOf(json.timestamp) ?? '',
    intent: isIntent(json.intent) ? json.intent : null,
    quickActions: json.quickActions ?? [],
  });
}

export function toSession(row: repo.SessionRow): ChatSession {
  return {
    id: row.id,
    channel: row.channel,
    languageCode: row.languageCode,
    sessionStart: row.sessionStart.toISOString(),
    sessionEnd: row.sessionEnd?.toISOString() ?? null,
    totalMessages: row.totalMessages,
    escalated: row.escalated,
    satisfactionScore: row.satisfactionScore,
    inboxState: row.inboxState,
  };
}

/** The stored messages of these ids, oldest first (as they were written). */
export async function messagesByIds(db: Conn, ids: readonly string[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await repo.listMessages(db, inArray(conversationMessages.id, [...ids]), ids.length);
  return rows.map(toMessage).reverse();
}

/** Another family's conversation, or one that does not exist (privacy: both read the same). */
export const conversationNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No conversation with this id.' });
