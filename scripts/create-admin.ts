/**
 * Creates the first super admin of an install (production seeds no accounts):
 *
 *   npm run create-admin -- --email director@agency.org [--name "Pat Director"] [--password-stdin]
 *
 * Without --password-stdin a strong password is generated and printed once. Uses the same configuration
 * as the server (DATA_DIR or DATABASE_URL); stop a PGlite server first, it holds the data directory.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SignUpBodySchema } from '../src/shared/auth/auth.schema';
import { loadConfig } from '../src/server/config/env';
import { createDatabase, databaseOptionsOf } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { createStaffAccount } from '../src/server/features/auth/staff-auth.service';
import { AppError } from '../src/server/lib/app-error';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

const email = SignUpBodySchema.shape.email.safeParse(values.email ?? '');
if (!email.success) {
  console.error(
    'Usage: npm run create-admin -- --email you@agency.org [--name "Your Name"] [--password-stdin]',
  );
  process.exit(2);
}
const password = values['password-stdin'] ? await readStdin() : randomBytes(15).toString('base64url');
const config = loadConfig();
const database = await createDatabase(databaseOptionsOf(config));
try {
  await database.migrate();
  await seedDatabase(database.db, { demo: false, logger: { info: () => {} } });
  await createStaffAccount(database.db, config, {
    email: email.data,
    password,
    displayName: values.name ?? email.data,
    roles: ['super_admin'],
  });
  console.log(`Super admin ${email.data} created.`);
  if (!values['password-stdin']) console.log(`Password (shown once, store it safely): ${password}`);
} catch (error) {
  console.error(error instanceof AppError ? `Could not create the account: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
