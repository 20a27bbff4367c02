import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './e2e/workers';

// The same path aliases as vite.config.ts (re-declared: that config roots Vite at src/client).
const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('./src/server', import.meta.url)),
  '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
};

/** End-to-end suite: a real server (started by e2e/global-setup.ts) driven through the system Chromium. */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // Spec files run side by side, one per worker, each worker against its own server (e2e/global-setup.ts).
    fileParallelism: true,
    maxWorkers: e2eWorkers(),
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
