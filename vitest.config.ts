import os from 'node:os';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

const alias = viteConfig.resolve?.alias;

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
          name: 'unit+api (pglite)',
          root: '.',
          include: ['src/**/*.test.{ts,tsx}'],
          // PostgreSQL-only behaviour (several servers on one database) runs in the PostgreSQL project.
          exclude: ['src/**/*.postgres.test.ts'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          globalSetup: ['./src/server/testing/vitest-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'api (postgres)',
                root: '.',
                include: [
                  'src/server/**/*.routes.test.ts',
                  'src/server/db/**/*.test.ts',
                  'src/server/lib/jobs/**/*.test.ts',
                  'src/**/*.postgres.test.ts',
                ],
                environment: 'node',
                setupFiles: ['./vitest.setup.ts'],
                globalSetup: ['./src/server/testing/vitest-global-setup.ts'],
                env: { HAVEN_TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
