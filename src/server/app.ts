import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Db } from './db/client';
import { resolvePrincipal, verifyToken } from './features/auth/sessions.service';
import { createJobDefinitions, JOB_SCHEDULES } from './job-definitions';
import type { AppContext } from './lib/context';
import { createJobWorker, type JobWorker, type JobWorkerOptions } from './lib/jobs/job-worker';
import type { Mailer } from './lib/mailer';
import type { Storage } from './lib/storage/storage';
import { authenticatePlugin } from './plugins/authenticate';
import { answerFrameworkError, errorHandlerPlugin } from './plugins/error-handler';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticClientPlugin } from './plugins/static-client';
import { strictJsonPlugin } from './plugins/strict-json';
import { apiRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The background job worker: main.ts starts it; tests start it or call runUntilIdle(). Stopped on close. */
    jobs: JobWorker;
  }
}

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** Job worker timings (tests shorten them). */
  jobs?: Pick<JobWorkerOptions, 'pollIntervalMs' | 'lockTimeoutMs' | 'stopTimeoutMs' | 'backoff'>;
  /** Replaceable clock for tests of expiry rules. */
  now?: () => Date;
  logger?: boolean | object;
  clientDir?: string;
  /** The HTTP server to serve on (main.ts hands over the one already listening while the app started). */
  serverFactory?: FastifyServerFactory;
}

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** Builds the whole HTTP application; main.ts listens on it, tests call `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.config.bodyLimit,
    trustProxy: options.config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    serverFactory: options.serverFactory,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: !options.config.production }));
  app.decorate('ctx', {
    db: options.db,
    config: options.config,
    mailer: options.mailer,
    storage: options.storage,
    now: options.now ?? (() => new Date()),
  });
  app.decorate('routeAccess', []);
  app.decorate(
    'jobs',
    createJobWorker({
      ctx: app.ctx,
      definitions: createJobDefinitions(),
      schedules: JOB_SCHEDULES,
      logger: app.log,
      concurrency: options.config.jobConcurrency,
      ...options.jobs,
    }),
  );
  app.addHook('onClose', () => app.jobs.stop());

  await app.register(errorHandlerPlugin);
  await app.register(strictJsonPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Haven API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document describes every route; production shows it only when asked to (API_DOCS).
  if (options.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(rateLimitsPlugin);
  await app.register(authenticatePlugin, {
    verifyToken: (token) => verifyToken(app.ctx, token),
    resolvePrincipal: (claims) => resolvePrincipal(app.ctx, claims),
  });
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(staticClientPlugin, { clientDir: options.clientDir ?? defaultClientDir });
  return app;
}
