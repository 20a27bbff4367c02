import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatSession, ChatStart } from '@shared/conversations/conversations.schema';
import {
  CHAT_MEMORY_MESSAGES,
  ESCALATION_FOLLOW_UP_MS,
  PROACTIVE_DELAY_MS,
} from '@shared/conversations/conversations.limits';
import { useLiveEvents } from '@client/lib/live/live-events';
import { queryKeys } from '@client/lib/query-keys';
import { chatApi } from '../api/chat-api';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Oldest first, at most the 20 messages the chat keeps in memory (spec 01 §9), each once. */
function remember(current: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map([...current, ...added].map((message) => [message.id, message]));
  return [...byId.values()]
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id))
    .slice(-CHAT_MEMORY_MESSAGES);
}

export interface AssistantChat {
  session: ChatSession | null;
  step: { number: number; name: string } | null;
  messages: ChatMessage[];
  typing: boolean;
  failed: boolean;
  send: (text: string) => void;
  talkToHuman: () => void;
  rate: (score: number) => Promise<void>;
}

/**
 * The chat's state (spec 01 §4): opens or reuses the session, greets a family with no history and asks for a
 * proactive message 2 s later, sends, shows the escalation notice 1 s after an escalating answer, and takes a
 * caseworker's answer live (marking it read, since the family sees it).
 */
export function useAssistantChat(): AssistantChat {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ChatSession | null>(null);
  const [step, setStep] = useState<AssistantChat['step']>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [failed, setFailed] = useState(false);
  const sessionRef = useRef<ChatSession | null>(null);
  /** Escalated sessions shown in this chat, whose caseworker answers arrive live. */
  const watched = useRef(new Set<string>());

  const add = useCallback((added: readonly ChatMessage[]) => setMessages((m) => remember(m, added)), []);
  const adoptSession = useCallback((next: ChatSession) => {
    sessionRef.current = next;
    setSession(next);
    if (next.escalated) watched.current.add(next.id);
  }, []);
  const refreshFamily = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all }),
    [queryClient],
  );

  /** Shows a started (or reused) session; a family with no history is greeted, then maybe a proactive message. */
  const begin = useCallback(
    async (started: ChatStart) => {
      adoptSession(started.session);
      setStep({ number: started.currentStep, name: started.stepName });
      add(started.messages);
      if (started.hasHistory || started.messages.length > 0) return started.session;
      const greeting = await chatApi.chatGreeting(started.session.id);
      if (!greeting.message) return started.session;
      add([greeting.message]);
      await later(PROACTIVE_DELAY_MS);
      const proactive = await chatApi.chatProactive(started.session.id);
      if (proactive.message) add([proactive.message]);
      return started.session;
    },
    [add, adoptSession],
  );
  const open = useCallback(() => chatApi.startChat().then(begin), [begin]);

  useEffect(() => {
    chatApi
      .startChat()
      .then(begin)
      .catch(() => setFailed(true));
  }, [begin]);

  const followUp = useCallback(
    async (next: ChatSession, followUps: readonly ChatMessage[]) => {
      adoptSession(next);
      if (followUps.length === 0) return;
      await later(ESCALATION_FOLLOW_UP_MS);
      add(followUps);
      refreshFamily();
    },
    [add, adoptSession, refreshFamily],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content) return;
      setTyping(true);
      setFailed(false);
      const run = async () => {
        let current = sessionRef.current;
        if (!current || current.sessionEnd) current = await open();
        const exchange = await chatApi.sendChatMessage(current.id, content);
        add([exchange.userMessage, exchange.reply]);
        setTyping(false);
        await followUp(exchange.session, exchange.followUps);
      };
      run().catch(() => {
        setTyping(false);
        setFailed(true);
      });
    },
    [add, followUp, open],
  );

  const talkToHuman = useCallback(() => {
    const current = sessionRef.current;
    if (!current || current.sessionEnd) return;
    setFailed(false);
    chatApi
      .talkToHuman(current.id)
      .then((result) => followUp(result.session, result.followUps))
      .catch(() => setFailed(true));
  }, [followUp]);

  const rate = useCallback(
    async (score: number) => {
      const current = sessionRef.current;
      if (!current) return;
      adoptSession(await chatApi.rateChat(current.id, score));
    },
    [adoptSession],
  );

  useLiveEvents((signal) => {
    const sessionIds = signal.type === 'reconnected' ? [...watched.current] : [signal.sessionId ?? ''];
    for (const sessionId of sessionIds.filter((id) => watched.current.has(id))) {
      void chatApi.sessionMessages(sessionId, CHAT_MEMORY_MESSAGES).then(async ({ messages: latest }) => {
        add(latest);
        if (latest.some((m) => m.type === 'staff' || m.type === 'system')) {
          await chatApi.markThreadRead(sessionId);
          refreshFamily();
        }
      });
    }
  });

  return { session, step, messages, typing, failed, send, talkToHuman, rate };
}
