import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createDatabase, databaseOptionsOf } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { schedulePgliteMaintenance } from './db/pglite-maintenance';
import { seedDatabase } from './db/seed';
import { createMailer } from './lib/mailer';
import { DEMO_SEED_HELPERS } from './lib/demo-seed-helpers';
import { PRIVATE_UMASK, secureDataDir } from './lib/private-data-dir';
import { createStorage } from './lib/storage/create-storage';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  // Before anything can write under DATA_DIR (loading the configuration may write the dev auth secret).
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  secureDataDir(config.dataDir, logger);
  const database = await createDatabase(databaseOptionsOf(config));
  await database.migrate();
  await seedDatabase(database.db, { demo: config.demoMode && DEMO_SEED_HELPERS, logger });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    storage: createStorage(config),
    logger: { level: config.logLevel },
  });

  const stopMaintenance =
    database.kind === 'pglite' ? schedulePgliteMaintenance(database.db, logger) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.jobs.start();
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      demo: config.demoMode,
    },
    `Haven is running on ${config.appOrigin}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'Haven failed to start');
  }
  process.exit(1);
});
