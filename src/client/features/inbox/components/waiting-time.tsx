import { useEffect, useState } from 'react';
import { Badge } from '@mantine/core';
import { HUMAN_RESPONSE_PROMISE_MS } from '@shared/conversations/conversations.limits';
import { waitingTime } from '@shared/conversations/conversation-rules';
import type { InboxItem } from '@shared/conversations/conversations.schema';

const MINUTE_MS = 60_000;
const PROMISE_MINUTES = HUMAN_RESPONSE_PROMISE_MS / MINUTE_MS;

/** How long the family has waited against the 5-minute promise; red once it is broken. Ticks every 30 s. */
export function WaitingTime({ item }: { item: InboxItem }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!item.waitingSince) return null;
  const { waitedMs, overPromise } = waitingTime(new Date(item.waitingSince), null, now);
  const minutes = Math.floor(waitedMs / MINUTE_MS);
  return (
    <Badge
      color={overPromise ? 'red' : 'yellow'}
      variant="light"
      title={`Promise: ${PROMISE_MINUTES} minutes`}
    >
      Waiting {minutes} min / {PROMISE_MINUTES} min
    </Badge>
  );
}
