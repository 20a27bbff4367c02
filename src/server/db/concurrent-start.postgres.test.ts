import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { DEMO_SEED_HELPERS } from '../lib/demo-seed-helpers';
import { adminQuery } from '../testing/database-templates';
import { createDatabase } from './client';
import { auditLog, families } from './schema';
import { seedDatabase } from './seed';

const adminUrl = process.env.TEST_DATABASE_URL!;

// PGlite is one process's database; only PostgreSQL is shared by servers starting together, so this file runs in
// the PostgreSQL project only (vitest.config.ts).
test('three servers starting at once on an empty PostgreSQL database all migrate and seed, the demo once', async () => {
  const name = `haven_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const servers = await Promise.all(
    [1, 2, 3].map(() => createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
  );
  try {
    const starts = await Promise.allSettled(
      servers.map(async (server) => {
        await server.migrate();
        await seedDatabase(server.db, { demo: DEMO_SEED_HELPERS, logger: { info: () => {} } });
      }),
    );
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    const db = servers[0]!.db;
    const seeded = await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'system.demo_data_seeded'));
    expect(seeded).toEqual([{ n: 1 }]);
    expect((await db.select({ n: count() }).from(families))[0]!.n).toBeGreaterThan(0);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
});
