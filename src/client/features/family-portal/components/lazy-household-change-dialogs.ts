import i18next from 'i18next';
import { lazy } from 'react';

/*
 * The household pages' change dialogs, loaded the first time one opens, with their words
 * (familyPortalHouseholdChanges): neither is part of a page's first load. They open their Modal one render after
 * they mounted, as lazy-dialogs.ts explains.
 */

const changeWords = () => i18next.loadNamespaces('familyPortalHouseholdChanges');

export const ProposeChangeDialog = lazy(async () => {
  const [module] = await Promise.all([import('./propose-change-dialog'), changeWords()]);
  return { default: module.ProposeChangeDialog };
});

export const WithdrawChangeDialog = lazy(async () => {
  const [module] = await Promise.all([import('./withdraw-change-dialog'), changeWords()]);
  return { default: module.WithdrawChangeDialog };
});
