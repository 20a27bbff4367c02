import pino from 'pino';
import { ConfigError, loadConfig } from './config/env';
import { DataDirLockedError } from './db/data-dir-lock';
import { createStartingServer, listen } from './lib/http/starting-server';
import { PRIVATE_UMASK, secureDataDir } from './lib/private-data-dir';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

async function main() {
  // Before anything can write under DATA_DIR (loading the configuration may write the dev auth secret).
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
  secureDataDir(config.dataDir, logger);

  // The port answers at once (503 "starting"); loading the rest of the server takes seconds of the start.
  const starting = createStartingServer();
  await listen(starting.server, config.port, config.host);
  logger.info(`Haven is starting on ${config.appOrigin}`);
  const { startHaven } = await import('./start-haven');
  await startHaven({ config, starting, logger });
}

main().catch((error: unknown) => {
  if (error instanceof Error && error.name === 'AbortError') return; // stopped while waiting for the database
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'Haven failed to start');
  }
  process.exit(1);
});
