import os from 'node:os';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

const alias = viteConfig.resolve?.alias;

/** What both projects share. */
const common = {
  root: '.',
  environment: 'node' as const,
  setupFiles: ['./vitest.setup.ts'],
  globalSetup: ['./src/server/testing/vitest-global-setup.ts'],
  // A worker keeps its imported modules from one test file to the next instead of importing the server, its
  // libraries and i18n again for every file: that import was half the suite's time. Files share no state
  // through it: each builds its own app on its own database (testing/test-app.ts), and the few that stub
  // globals or timers restore them after each test.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Unit and API integration tests. API tests run on in-memory PGlite; with TEST_DATABASE_URL they run a
 * second time on PostgreSQL (each test file gets its own throwaway database).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (one worker fewer than the cores) is a single worker on a 2-core machine, where a file
    // spends much of its time waiting on PostgreSQL or on the file system: two halve the suite's time there.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          ...common,
          name: 'unit+api (pglite)',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // PostgreSQL-only behaviour (several servers on one database) runs in the PostgreSQL project.
          exclude: ['src/**/*.postgres.test.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...common,
                name: 'api (postgres)',
                include: [
                  'src/server/**/*.routes.test.ts',
                  'src/server/db/**/*.test.ts',
                  'src/server/lib/jobs/**/*.test.ts',
                  'src/**/*.postgres.test.ts',
                ],
                exclude: [
                  // These open PGlite or a data directory themselves, whatever the project: once is enough.
                  'src/server/db/pglite-thread.test.ts',
                  'src/server/db/pglite-template.test.ts',
                  'src/server/db/data-dir-lock.test.ts',
                  // Their subject is reading images and PDFs (OCR, pages, thumbnails): a fifth of this project's
                  // time, for SQL the job queue's and the documents' other tests already run here.
                  'src/server/features/document-processing/document-processing.routes.test.ts',
                  'src/server/features/documents/multi-page-documents.routes.test.ts',
                ],
                env: { HAVEN_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
