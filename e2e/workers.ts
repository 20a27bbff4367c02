import os from 'node:os';

/**
 * How many spec files run at once, each worker against a server of its own (its own DATA_DIR, database,
 * outbox and intake port), so a spec that changes the System Configuration never meets another one's.
 * E2E_WORKERS sets it; by default one per core, at most four. Servers named by E2E_BASE_URL are one shared
 * system: one worker.
 */
export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  if (env.E2E_BASE_URL) return 1;
  if (env.E2E_WORKERS !== undefined) {
    const asked = Number(env.E2E_WORKERS);
    if (!Number.isInteger(asked) || asked < 1)
      throw new Error(`E2E_WORKERS must be a whole number from 1, not "${env.E2E_WORKERS}"`);
    return asked;
  }
  return Math.min(4, Math.max(1, os.availableParallelism()));
}
