import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, test } from 'vitest';
import { readPgliteTemplate, writePgliteTemplate } from './pglite-template';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-template-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('without a template file there is nothing to load (PGlite runs initdb itself)', () => {
  expect(readPgliteTemplate(path.join(dir, 'missing.tar'))).toBeUndefined();
});

test('a data directory made from the template is a working, durable cluster', async () => {
  const file = path.join(dir, 'initdb.tar');
  const bytes = await writePgliteTemplate(file);
  expect(fs.statSync(file).size).toBe(bytes);
  expect(fs.readdirSync(dir)).toEqual(['initdb.tar']);

  const dataDir = path.join(dir, 'pgdata');
  const first = new PGlite(dataDir, { loadDataDir: readPgliteTemplate(file) });
  await first.exec("create table notes (body text); insert into notes values ('kept')");
  await first.close();
  expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);

  const reopened = new PGlite(dataDir);
  expect((await reopened.query<{ body: string }>('select body from notes')).rows).toEqual([{ body: 'kept' }]);
  await reopened.close();
}, 60_000);
