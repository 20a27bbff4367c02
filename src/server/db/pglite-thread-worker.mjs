// The embedded database's own thread (pglite-thread.ts starts it): one PGlite on the data directory, answering
// the wire-protocol messages the server's thread sends, so SQL never runs on the thread that serves HTTP.
// Plain JavaScript: it runs as it is under tsx, in tests and in production alike.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir: string, templateFile: string | null }} */
const { dataDir, templateFile } = workerData;

// PGlite's file system (Emscripten's NODEFS) sets every file's mode explicitly after creating it (0666 from
// the template's archive, 0644 for files PostgreSQL writes later), which the process umask cannot stop: its
// chmod calls on this thread lose their group and other bits, so the cluster stays its owner's alone
// (issue 42, security item 1). Only PGlite runs on this thread, and this fs module is this thread's own.
const PRIVATE_MODE = 0o700;
const { chmodSync, fchmodSync } = fs;
fs.chmodSync = (target, mode) => chmodSync(target, privateMode(mode));
fs.fchmodSync = (fd, mode) => fchmodSync(fd, privateMode(mode));
/** @param {import('node:fs').Mode} mode */
function privateMode(mode) {
  return (typeof mode === 'string' ? parseInt(mode, 8) : mode) & PRIVATE_MODE;
}

const empty = !fs.existsSync(`${dataDir}/PG_VERSION`);
const template = empty && templateFile && fs.existsSync(templateFile) ? fs.readFileSync(templateFile) : null;
// The same extensions as PGLITE_EXTENSIONS (pglite-template.ts) offers to the other clusters.
const db = new PGlite(dataDir, {
  extensions: { pg_trgm },
  loadDataDir: template ? new Blob([template]) : undefined,
});

/**
 * What a failure carries back: its message, whether PostgreSQL reported it, and every field PostgreSQL set
 * (code, detail, constraint…).
 */
function failureOf(error) {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), database: false, fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value)),
  );
  return {
    name: error.name,
    message: error.message,
    database: error instanceof messages.DatabaseError,
    fields,
  };
}

/** A copy the size of the data: a view into the database's memory would send all of that memory along. */
const own = (bytes) => (bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice());

/** A query as PGlite runs it, with the types whose parser the caller brings left as PostgreSQL's text. */
const asText = (value) => value;
const query = (text, params, { rowMode, paramTypes, rawTypes }) =>
  db.query(text, params, {
    rowMode,
    paramTypes,
    parsers: Object.fromEntries(rawTypes.map((type) => [type, asText])),
  });

const methods = {
  query,
  exec: (text) => db.exec(text),
  execProtocol: async (message) => {
    const { messages, data } = await db.execProtocol(message, { syncToFs: false });
    return { messages, data: own(data) };
  },
  close: () => db.close(),
};

db.onNotification((channel, payload) => parentPort.postMessage({ type: 'notify', channel, payload }));

parentPort.on('message', async ({ id, method, args }) => {
  try {
    const result = await methods[method](...args);
    parentPort.postMessage({ type: 'result', id, result });
  } catch (error) {
    parentPort.postMessage({ type: 'failure', id, failure: failureOf(error) });
  }
});

db.waitReady.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'failure', id: null, failure: failureOf(error) }),
);
