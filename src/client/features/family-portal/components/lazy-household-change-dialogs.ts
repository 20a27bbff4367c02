import { lazy } from 'react';

/*
 * The household pages' change dialogs, loaded the first time one opens (their words, familyPortalHousehold's
 * `changes`, came with the page): neither is part of a page's first load. They open their Modal one render after
 * they mounted, as lazy-dialogs.ts explains.
 */

export const ProposeChangeDialog = lazy(async () => ({
  default: (await import('./propose-change-dialog')).ProposeChangeDialog,
}));

export const WithdrawChangeDialog = lazy(async () => ({
  default: (await import('./withdraw-change-dialog')).WithdrawChangeDialog,
}));
