import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '@shared/documents/file-kinds';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const DEV_SECRET = 'haven-development-secret-do-not-use-in-production';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin used in e-mailed links. */
    APP_ORIGIN: z.url().optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z.url().optional(),
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
    /** Sign-in and sign-up attempts per window, per IP and per e-mail. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
    AUTH_REFRESH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(150),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(300),
    /** Seed demo data and accounts on an empty database. Defaults to on outside production. */
    DEMO_MODE: bool.optional(),
    /** How long an authenticated read may be served from memory; every write drops it. 0 turns it off. */
    READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Largest JSON body in bytes. */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(256 * 1024),
    /** Largest uploaded document in bytes (413 above it). */
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(DEFAULT_UPLOAD_MAX_BYTES),
    /** Background jobs (document processing) run at the same time by one server. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_AUTO_CONFIRM) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_AUTO_CONFIRM'], message: 'AUTH_AUTO_CONFIRM is not allowed in production' });
    }
    if (env.NODE_ENV === 'production' && env.DEMO_MODE) {
      ctx.addIssue({ code: 'custom', path: ['DEMO_MODE'], message: 'DEMO_MODE is not allowed in production' });
    }
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoMode: e.DEMO_MODE ?? !production,
    logLevel: e.LOG_LEVEL,
    // API tests change rows directly between requests, so the cache is opt-in there.
    readCacheTtlMs: e.READ_CACHE_TTL_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    bodyLimit: e.BODY_LIMIT_BYTES,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    jobConcurrency: e.JOB_CONCURRENCY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
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
      secret: e.AUTH_SECRET ?? DEV_SECRET,
      accessTokenTtlSeconds: e.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.AUTH_REFRESH_TOKEN_TTL_DAYS,
      refreshReuseGraceSeconds: e.AUTH_REFRESH_REUSE_GRACE_SECONDS,
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      autoConfirm: e.AUTH_AUTO_CONFIRM,
      rateLimitMax: e.AUTH_RATE_LIMIT_MAX,
      refreshRateLimitMax: e.AUTH_REFRESH_RATE_LIMIT_MAX,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      secureCookies: production,
    },
  };
}
