/**
 * Below Mantine's `sm` breakpoint (48em): the layouts' navbar becomes a drawer, dialogs go full screen, lists
 * turn into cards and filters fold away.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';
