import i18next from 'i18next';
import { lazy } from 'react';

/**
 * The upload dialog (camera, image handling) with its words, loaded on first use rather than with the page that
 * offers it (the dashboard, My Family).
 */
export const LazyUploadDialog = lazy(async () => {
  const [module] = await Promise.all([import('./upload-dialog'), i18next.loadNamespaces('documents')]);
  return { default: module.UploadDialog };
});
