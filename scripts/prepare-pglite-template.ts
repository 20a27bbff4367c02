/**
 * `npm install` runs this (the `prepare` script): it makes the empty PGlite cluster that new embedded
 * databases start from (src/server/db/pglite-template.ts). Without it everything still works, only the first
 * start on an empty DATA_DIR is slower, so a failure here warns and never fails the install.
 */
import { PGLITE_TEMPLATE_FILE, writePgliteTemplate } from '../src/server/db/pglite-template';

try {
  const bytes = await writePgliteTemplate();
  console.log(`[prepare] PGlite template ready (${(bytes / 1e6).toFixed(1)} MB): ${PGLITE_TEMPLATE_FILE}`);
} catch (error) {
  console.warn(
    `[prepare] could not make the PGlite template (${(error as Error).message}); initdb will run at start`,
  );
}
