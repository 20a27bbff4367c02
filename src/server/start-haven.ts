import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config/env';
import { createDatabase, databaseOptionsOf, type Database } from './db/client';
import { schedulePgliteMaintenance } from './db/pglite-maintenance';
import { seedDatabase } from './db/seed';
import { type IntakeSmtpListener, startIntakeSmtp } from './features/document-intake/intake-smtp';
import type { createStartingServer } from './lib/http/starting-server';
import { createMailer } from './lib/mailer';
import { DEMO_SEED_HELPERS } from './lib/demo-seed-helpers';
import { createStorage } from './lib/storage/create-storage';
import { whenReachable } from './lib/when-reachable';

/**
 * Everything after the port answers: reach, migrate and seed the database (waiting while it cannot be
 * reached), build the app on the server that is already listening, hand it the requests, start the jobs.
 * SIGINT and SIGTERM stop it gracefully at any point of this.
 */
export async function startHaven(options: {
  config: Config;
  starting: ReturnType<typeof createStartingServer>;
  logger: Logger;
}): Promise<void> {
  const { config, starting, logger } = options;
  const stopping = new AbortController();
  // What has been opened so far, for a stop that comes at any point of the start.
  const opened: { database?: Database; app?: FastifyInstance; intake?: IntakeSmtpListener } = {};
  let stopMaintenance = () => {};
  const shutdown = async (signal: string) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    logger.info({ signal }, 'shutting down');
    stopMaintenance();
    await opened.intake?.close();
    await opened.app?.close();
    starting.server.closeIdleConnections();
    await new Promise((resolve) => starting.server.close(resolve));
    await opened.database?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const database = await createDatabase(databaseOptionsOf(config));
  opened.database = database;
  const { db, migrate } = database;
  await whenReachable(
    async () => {
      await migrate();
      await seedDatabase(db, { demo: config.demoMode && DEMO_SEED_HELPERS, logger });
    },
    { logger, signal: stopping.signal },
  );
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger,
  });
  let appHandler: Parameters<typeof starting.serve>[0] | undefined;
  const app = await buildApp({
    db,
    config,
    mailer,
    storage: createStorage(config),
    logger: { level: config.logLevel },
    serverFactory: (handler) => {
      appHandler = handler;
      return starting.server;
    },
  });
  opened.app = app;
  await app.ready();
  if (!appHandler) throw new Error('Fastify did not hand over its request handler');
  starting.serve(appHandler);
  if (database.kind === 'pglite') stopMaintenance = schedulePgliteMaintenance(db, logger);
  app.jobs.start();
  if (config.intakeSmtp) {
    // Haven serves on without it: a taken port is worth a log line, not a server that does not start.
    opened.intake = await startIntakeSmtp(app.ctx, config.intakeSmtp, logger).catch((error: unknown) => {
      logger.error(
        { err: error },
        'intake: the SMTP listener could not start; e-mailed documents are not received',
      );
      return undefined;
    });
  }
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      demo: config.demoMode,
    },
    `Haven is running on ${config.appOrigin}`,
  );
}
