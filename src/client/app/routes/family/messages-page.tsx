import { MessagesView } from '@client/features/messages/components/messages-view';

/** /messages: the family's threads with its caseworkers. */
export function Component() {
  return <MessagesView />;
}
