import { useSyncExternalStore } from 'react';

/** Whether the assistant chat is open: the floating button and the sidebar's Virtual Assistant both open it. */
let open = false;
const subscribers = new Set<() => void>();

function setOpen(next: boolean) {
  open = next;
  for (const notify of subscribers) notify();
}

export const openAssistantChat = () => setOpen(true);
export const closeAssistantChat = () => setOpen(false);

export function useAssistantChatOpen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => open,
    () => false,
  );
}
