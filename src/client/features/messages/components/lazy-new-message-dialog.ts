import i18next from 'i18next';
import { lazy } from 'react';

/** Messages' composer with its words, loaded on first use (Send Message, Schedule Visit, the support team's buttons). */
export const LazyNewMessageDialog = lazy(async () => {
  const [module] = await Promise.all([import('./new-message-dialog'), i18next.loadNamespaces('messages')]);
  return { default: module.NewMessageDialog };
});
