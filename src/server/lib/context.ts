import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import type { Storage } from './storage/storage';

/** What services need from the outside world; built once by buildApp and passed first to every service. */
export interface AppContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Private file storage (local disk or S3). */
  storage: Storage;
  now: () => Date;
}
