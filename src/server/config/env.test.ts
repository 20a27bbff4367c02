import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { databaseOptionsOf } from '../db/client';
import { ConfigError, loadConfig } from './env';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-config-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('production refuses to start without an explicit secret and lists the key', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
});

/** The least a production start needs. */
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  APP_ORIGIN: 'https://haven.example.org/',
};

test('production never runs in demo mode and uses secure cookies', () => {
  const config = loadConfig(production);
  expect(config.demoMode).toBe(false);
  expect(config.auth.secureCookies).toBe(true);
  expect(() => loadConfig({ ...production, DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
});

test('production refuses to start without APP_ORIGIN, so e-mailed links and QR codes cannot point at localhost', () => {
  const { APP_ORIGIN: _omitted, ...withoutOrigin } = production;
  expect(() => loadConfig(withoutOrigin)).toThrow(ConfigError);
  expect(() => loadConfig(withoutOrigin)).toThrow(/APP_ORIGIN: APP_ORIGIN is required in production/);
  expect(loadConfig(production).appOrigin).toBe('https://haven.example.org');
});

test('the API docs are served outside production, and in production only with API_DOCS=true', () => {
  expect(loadConfig({ DATA_DIR: dataDir }).apiDocs).toBe(true);
  expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'false' }).apiDocs).toBe(false);
  expect(loadConfig(production).apiDocs).toBe(false);
  expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  expect(() => loadConfig({ ...production, API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
});

test('development defaults: demo mode, port 3000, spec password minimum', () => {
  const config = loadConfig({ DATA_DIR: dataDir });
  expect(config.demoMode).toBe(true);
  expect(config.port).toBe(3000);
  expect(config.auth.passwordMinLength).toBe(6);
  expect(config.appOrigin).toBe('http://localhost:3000');
});

test('PostgreSQL connections: 10 per pool unless DATABASE_POOL_SIZE says otherwise', () => {
  const url = 'postgres://haven@db.example.org:5432/haven';
  expect(databaseOptionsOf(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }))).toMatchObject({
    kind: 'postgres',
    poolSize: 10,
  });
  const sized = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DATABASE_POOL_SIZE: '4' });
  expect(databaseOptionsOf(sized)).toMatchObject({ kind: 'postgres', url, poolSize: 4 });
  expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
});

test('bad values are reported by key', () => {
  expect(() => loadConfig({ PORT: 'eighty', AUTH_PASSWORD_MIN_LENGTH: '2' })).toThrow(
    /PORT[\s\S]*AUTH_PASSWORD_MIN_LENGTH/,
  );
});

test('without AUTH_SECRET, development makes a secret once per data directory and keeps it', () => {
  const first = loadConfig({ DATA_DIR: dataDir }).auth.secret;
  expect(first.length).toBeGreaterThanOrEqual(64);
  expect(loadConfig({ DATA_DIR: dataDir }).auth.secret).toBe(first);
  expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o077).toBe(0);
  const other = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-config-'));
  expect(loadConfig({ DATA_DIR: other }).auth.secret).not.toBe(first);
  fs.rmSync(other, { recursive: true, force: true });
  expect(loadConfig({ ...production, AUTH_SECRET: 'y'.repeat(40) }).auth.secret).toBe('y'.repeat(40));
});
