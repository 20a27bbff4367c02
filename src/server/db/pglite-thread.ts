import { Worker } from 'node:worker_threads';
import {
  messages,
  Mutex,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templateQuery } from '@electric-sql/pglite/template';
import { PGliteWorker } from '@electric-sql/pglite/worker';

/** What PGlite's shared base class gives this client: its type serializers and parsers, and `sql`. */
type BaseMembers = Pick<PGlite, 'sql' | 'serializers' | 'parsers'> & {
  _initArrayTypes(): Promise<void>;
};

/**
 * PGlite's base class, which PGlite and PGliteWorker share; the package exports it only as their parent.
 * PGliteWorker itself needs a browser (BroadcastChannel leaders, navigator.locks); this file gives the same base a
 * Node.js worker thread instead, and replaces its query, exec and transaction (six exchanges a query) with one
 * exchange each.
 */
const BasePGlite = Object.getPrototypeOf(PGliteWorker) as abstract new () => BaseMembers;

type Method = 'query' | 'exec' | 'execProtocol' | 'close';

interface Failure {
  name: string;
  message: string;
  /** Reported by PostgreSQL (PGlite's DatabaseError), not by the thread. */
  database: boolean;
  fields: Record<string, string | number>;
}

type Reply =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'failure'; id: number | null; failure: Failure }
  | { type: 'notify'; channel: string; payload: string };

const CLOSED = 'PGlite is closed';

const notOffered = (what: string) => Promise.reject(new Error(`${what}: not offered across threads`));

/** The error the database thread reported, as the kind of error PGlite itself throws (SQLSTATE `code` and all). */
function errorOf({ name, message, database, fields }: Failure): Error {
  const error = database
    ? new messages.DatabaseError(message, 0, 'error')
    : Object.assign(new Error(message), { name });
  return Object.assign(error, fields);
}

/** A transaction that committed as a rollback (an earlier statement in it failed), as PGlite reports it. */
const rolledBack = () =>
  Object.assign(new messages.DatabaseError('Transaction was rolled back instead of committed', 0, 'error'), {
    severity: 'ERROR',
    code: '25P02',
  });

/** A channel's name as PostgreSQL keeps it: folded to lower case unless quoted (PGlite's rule). */
const postgresName = (channel: string) =>
  channel.startsWith('"') && channel.endsWith('"') ? channel.slice(1, -1) : channel.toLowerCase();

/**
 * The embedded database on a thread of its own (decision 027): PGlite runs SQL in WebAssembly, synchronously, so
 * on the server's thread every statement held up every request. Here it runs beside the server's thread, which
 * keeps serving HTTP meanwhile. A query, an exec or a step of a transaction is one exchange with that thread
 * (PGlite's own base class would make six, one per protocol message); prepared reads send their protocol
 * messages (`execProtocol`). Type parsing and the locks that keep one transaction at a time are this thread's, as
 * this process is the database's only client.
 */
export class PGliteThread extends BasePGlite {
  readonly debug = 0;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  readonly #transactionLock = new Mutex();
  readonly #ready: Promise<void>;
  #nextId = 0;
  #closed = false;
  /** Reads in flight (`runRead`), and what a transaction waiting for them to finish is told. */
  #reads = 0;
  #readsDone: (() => void) | null = null;

  private constructor(dataDir: string, templateFile: string | null) {
    super();
    this.#worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
      workerData: { dataDir, templateFile },
    });
    this.#ready = new Promise((resolve, reject) => {
      this.#worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'notify') this.#notify(reply.channel, reply.payload);
        else if (reply.type === 'failure' && reply.id === null) reject(errorOf(reply.failure));
        else this.#settle(reply);
      });
      this.#worker.on('error', (error) => {
        reject(error);
        this.#stop(error);
      });
      this.#worker.on('exit', () => this.#stop(new Error(CLOSED)));
    });
  }

  /** Opens (or creates, from `templateFile` when given and present) the cluster in `dataDir` on its own thread. */
  static async open(dataDir: string, templateFile: string | null): Promise<PGliteThread> {
    const client = new PGliteThread(dataDir, templateFile);
    try {
      await client.#ready;
      await client._initArrayTypes();
    } catch (error) {
      await client.close();
      throw error;
    }
    return client;
  }

  get waitReady(): Promise<void> {
    return this.#ready;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(method: Method, ...args: unknown[]): Promise<T> {
    if (this.#closed) return Promise.reject(new Error(CLOSED));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, method, args });
    });
  }

  #settle(reply: Extract<Reply, { type: 'result' | 'failure' }>) {
    if (reply.id === null) return;
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (reply.type === 'result') pending?.resolve(reply.result);
    else pending?.reject(errorOf(reply.failure));
  }

  /** Fails whatever is waiting: the thread is gone. */
  #stop(error: Error) {
    this.#closed = true;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  #notify(channel: string, payload: string) {
    for (const listener of this.#listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  }

  /** One query, in one exchange; the parsers the caller brings (Drizzle's) read the text of their types here. */
  async #query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice) {
      throw new Error('serializers, blobs and notice handlers are not offered across threads');
    }
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const result = await this.#call<Results<T>>('query', text, params, {
      rowMode: options.rowMode,
      paramTypes: options.paramTypes,
      rawTypes,
    });
    if (rawTypes.length === 0) return result;
    result.fields.forEach(({ name, dataTypeID }, index) => {
      const parse = parsers[dataTypeID];
      if (!parse) return;
      const key = options.rowMode === 'array' ? index : name;
      for (const row of result.rows as Record<string | number, unknown>[]) {
        if (typeof row[key] === 'string') row[key] = parse(row[key]);
      }
    });
    return result;
  }

  #exec(text: string): Promise<Results[]> {
    return this.#call<Results[]>('exec', text);
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#query<T>(text, params, options));
  }

  async exec(text: string): Promise<Results[]> {
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#exec(text));
  }

  /** BEGIN, `callback` with the transaction, then COMMIT, or ROLLBACK when it throws (PGlite's contract). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this._checkReady();
    return this._runExclusiveTransaction(async () => {
      await this.#exec('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async (text, params, options) => (open(), this.#query(text, params, options)),
        sql: async (strings, ...values) => {
          open();
          const { query, params } = templateQuery(strings, ...values);
          return this.#query(query, params);
        },
        exec: async (text) => (open(), this.#exec(text)),
        rollback: async () => {
          open();
          await this.#exec('ROLLBACK');
          closed = true;
        },
        listen: async (channel, callback) => (
          open(),
          this.#listen(channel, callback, (text) => this.#exec(text))
        ),
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed) {
          closed = true;
          const [commit] = await this.#exec('COMMIT');
          if ((commit as { command?: string } | undefined)?.command === 'ROLLBACK') throw rolledBack();
        }
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await this.#exec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  execProtocol(message: Uint8Array) {
    return this.#call<Awaited<ReturnType<PGlite['execProtocol']>>>('execProtocol', message);
  }

  /** The base class's other ways in (streams, raw bytes, `describeQuery`, `runExclusive`) are not offered here. */
  execProtocolStream(): Promise<never> {
    return notOffered('protocol streams');
  }

  execProtocolRaw(): Promise<never> {
    return notOffered('raw protocol messages');
  }

  execProtocolRawStream(): Promise<never> {
    return notOffered('raw protocol streams');
  }

  _runExclusiveQuery(): Promise<never> {
    return notOffered('runExclusive (use runRead or a transaction)');
  }

  /** The database thread writes to its directory after each query itself. */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('COPY through /dev/blob is not offered across threads');
  }

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.#closed) throw new Error(CLOSED);
    await this.#ready;
  }

  /** A query, an exec or a transaction starts once the reads in flight are done. */
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(async () => {
      if (this.#reads > 0) await new Promise<void>((resolve) => (this.#readsDone = resolve));
      return fn();
    });
  }

  /**
   * Runs `read`, whose every message the database runs whole (a prepared read: bind, execute, sync), alongside
   * other such reads, so the database thread has the next one while this thread finishes the last; never while a
   * transaction is open or waiting to open.
   */
  async runRead<T>(read: () => Promise<T>): Promise<T> {
    while (this.#transactionLock.isLocked()) await this.#transactionLock.waitForUnlock();
    this.#reads += 1;
    try {
      return await read();
    } finally {
      this.#reads -= 1;
      if (this.#reads === 0) {
        this.#readsDone?.();
        this.#readsDone = null;
      }
    }
  }

  /** LISTEN on `channel`; resolves to the function that stops `callback` hearing it (UNLISTEN with the last). */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    return this.#listen(channel, callback, (text) => this.exec(text));
  }

  async #listen(
    channel: string,
    callback: (payload: string) => void,
    exec: (text: string) => Promise<unknown>,
  ) {
    const name = postgresName(channel);
    const listeners = this.#listeners.get(name) ?? new Set();
    this.#listeners.set(name, listeners);
    listeners.add(callback);
    await exec(`LISTEN ${channel}`);
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0 && !this.#closed) await this.exec(`UNLISTEN ${channel}`);
    };
  }

  /** Closes the cluster (it writes what it must) and ends its thread. */
  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call('close');
    } finally {
      this.#stop(new Error(CLOSED));
      await this.#worker.terminate();
    }
  }
}
