import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const NODE_MODULES = path.join(ROOT, 'node_modules');
const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The extensions Haven's migrations create, offered to every embedded cluster (a server's, on its own thread,
 * gets the same from pglite-thread-worker.mjs).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * A freshly initialised, empty PGlite cluster (what `initdb` makes), kept as a tar file beside the installed
 * packages. Running initdb in WebAssembly takes about two seconds; unpacking this takes a fraction of that, so
 * the first `npm start` on an empty DATA_DIR (and every in-memory test database) starts sooner. The file is
 * made by `npm install` (the `prepare` script) and is tied to the PGlite version that made it.
 */
export const PGLITE_TEMPLATE_FILE = path.join(
  NODE_MODULES,
  '.cache',
  'haven',
  `pglite-${PGLITE_VERSION}-initdb.tar`,
);

/**
 * Writes the template (atomically: a half-written file is never read). `prepare` runs on the cluster before it is
 * written out: the tests' template is this one with Haven's migrations applied.
 */
export async function writePgliteTemplate(
  file = PGLITE_TEMPLATE_FILE,
  prepare?: (cluster: PGlite) => Promise<void>,
): Promise<number> {
  const cluster = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: prepare && readPgliteTemplate() });
  try {
    await cluster.waitReady;
    await prepare?.(cluster);
    // Written out: nothing left to recover from the write-ahead log when a database starts from the copy.
    await cluster.exec('checkpoint');
    const dump = Buffer.from(await (await cluster.dumpDataDir('none')).arrayBuffer());
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    return dump.length;
  } finally {
    await cluster.close();
  }
}

/** The template, or undefined when `npm install` did not make one (PGlite then runs initdb itself). */
export function readPgliteTemplate(file = PGLITE_TEMPLATE_FILE): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
