import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@shared/documents/file-kinds';
import { devAuthSecret } from './dev-auth-secret';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin: e-mailed links, QR codes, and the only origin the cookie routes accept. Required in production. */
    APP_ORIGIN: z.url().optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.url().optional(),
    /** PostgreSQL: how long a connection attempt and a statement may take before the request fails. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** PostgreSQL: connections per pool (a server has two pools, see decision 021). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().default('Haven <no-reply@haven.local>'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Signs access tokens. Required in production. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    AUTH_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(6),
    /** Skip e-mail confirmation on sign-up (demo convenience; never in production). */
    AUTH_AUTO_CONFIRM: bool.default(false),
    /** Sign-in and sign-up attempts per window, per IP and per (e-mail, IP). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    /** Comma-separated e-mail domains allowed to sign up for a staff account; unset: any. */
    STAFF_SIGNUP_DOMAINS: z.string().optional(),
    /** Attempts per e-mail in a window before each further one is slowed down (never refused). */
    AUTH_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
    /**
     * Proxies whose X-Forwarded-For is believed: comma-separated addresses or CIDRs, or 'loopback',
     * 'linklocal', 'uniquelocal'. Unset: none, the connection's address is the client's.
     */
    TRUST_PROXY: z.string().trim().optional(),
    AUTH_REFRESH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(150),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Seed demo data and accounts on an empty database. Defaults to on outside production. */
    DEMO_MODE: bool.optional(),
    /** Serve the API's documentation (Swagger UI and the OpenAPI document) at /api/docs. Default: outside production. */
    API_DOCS: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Largest JSON body in bytes. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
    /** Largest uploaded document in bytes (413 above it). */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(DEFAULT_UPLOAD_MAX_BYTES),
    /** The agency's sealing certificate and key (PKCS#12); without it Haven makes its own on first use. */
    SIGNING_P12_PATH: z.string().optional(),
    SIGNING_P12_PASSWORD: z.string().default(''),
    /** Days after a family starts a form before the first reminder to finish signing, then days between reminders. */
    SIGNING_REMINDER_FIRST_DAYS: z.coerce.number().int().min(1).max(365).default(3),
    SIGNING_REMINDER_EVERY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /**
     * The e-mail intake's SMTP listener (mail to the agency's intake address lands in the staff queue): a port,
     * or 'off'. Unset: off, except `npm start` in demo mode (development), where it listens on 2525.
     */
    INTAKE_SMTP_PORT: z.union([z.literal('off'), z.coerce.number().int().min(0).max(65535)]).optional(),
    /** Where the intake listener listens; this machine only unless set (e.g. 0.0.0.0 behind the mail server). */
    INTAKE_SMTP_HOST: z.string().default('127.0.0.1'),
    /** Largest e-mail the intake listener accepts, in bytes (552 above it). */
    INTAKE_SMTP_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(40 * 1024 * 1024),
    /** Background jobs (document processing) run at the same time by one server. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
    /** An OpenAI-compatible endpoint (…/v1) for course generation; without it the offline generator writes. */
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** How long a generation may wait for the endpoint before the offline generator takes over. */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'AUTH_SECRET is required in production',
      });
    }
    // Without it every e-mailed link and printed QR code would point at localhost.
    if (env.NODE_ENV === 'production' && !env.APP_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ORIGIN'],
        message: 'APP_ORIGIN is required in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_AUTO_CONFIRM) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_AUTO_CONFIRM'],
        message: 'AUTH_AUTO_CONFIRM is not allowed in production',
      });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_MODE) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_MODE'],
        message: 'DEMO_MODE is not allowed in production',
      });
    }
  });

/** The intake listener's port in demo mode (`npm start` with the demo data) when none is configured. */
export const DEMO_INTAKE_SMTP_PORT = 2525;

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const demoMode = e.DEMO_MODE ?? !production;
  const intakePort =
    e.INTAKE_SMTP_PORT ?? (demoMode && e.NODE_ENV === 'development' ? DEMO_INTAKE_SMTP_PORT : 'off');
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    demoMode,
    apiDocs: e.API_DOCS ?? !production,
    logLevel: e.LOG_LEVEL,
    /** Fastify's trustProxy: false, or the proxies to believe. */
    trustProxy: e.TRUST_PROXY || false,
    bodyLimit: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    jobConcurrency: e.JOB_CONCURRENCY,
    /** The e-mail intake's SMTP listener; undefined when off. */
    intakeSmtp:
      intakePort === 'off'
        ? undefined
        : { port: intakePort, host: e.INTAKE_SMTP_HOST, maxBytes: e.INTAKE_SMTP_MAX_BYTES },
    signing: {
      p12Path: e.SIGNING_P12_PATH,
      p12Password: e.SIGNING_P12_PASSWORD,
      reminderFirstDays: e.SIGNING_REMINDER_FIRST_DAYS,
      reminderEveryDays: e.SIGNING_REMINDER_EVERY_DAYS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL.replace(/\/$/, ''),
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    auth: {
      // Tests get a fresh secret per process; development keeps one per data directory.
      secret:
        e.AUTH_SECRET ??
        (e.NODE_ENV === 'test' ? randomBytes(48).toString('base64url') : devAuthSecret(dataDir)),
      accessTokenTtlSeconds: e.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.AUTH_REFRESH_TOKEN_TTL_DAYS,
      refreshReuseGraceSeconds: e.AUTH_REFRESH_REUSE_GRACE_SECONDS,
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      autoConfirm: e.AUTH_AUTO_CONFIRM,
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
      slowDownAfter: e.AUTH_SLOWDOWN_AFTER,
      signupDomains: (e.STAFF_SIGNUP_DOMAINS ?? '')
        .split(',')
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
      refreshRateLimitMax: e.AUTH_REFRESH_RATE_LIMIT_MAX,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      secureCookies: production,
    },
  };
}
