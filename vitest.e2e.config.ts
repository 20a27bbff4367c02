import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // One server with one embedded database: spec files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
