import { InboxView } from '@client/features/inbox/components/inbox-view';

/** /staff/inbox (manage_families, from STAFF_PAGES). */
export function Component() {
  return <InboxView />;
}
