import { HelpIndexView } from '@client/features/help/components/help-index-view';

/** /staff/help (every staff member): the help areas they may open. */
export function Component() {
  return <HelpIndexView />;
}
