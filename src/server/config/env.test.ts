import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env';

test('production refuses to start without an explicit secret and lists the key', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
});

test('production never runs in demo mode and uses secure cookies', () => {
  const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
  expect(config.demoMode).toBe(false);
  expect(config.auth.secureCookies).toBe(true);
  expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DEMO_MODE: 'true' })).toThrow(/DEMO_MODE/);
});

test('development defaults: demo mode, port 3000, spec password minimum', () => {
  const config = loadConfig({});
  expect(config.demoMode).toBe(true);
  expect(config.port).toBe(3000);
  expect(config.auth.passwordMinLength).toBe(6);
  expect(config.appOrigin).toBe('http://localhost:3000');
});

test('bad values are reported by key', () => {
  expect(() => loadConfig({ PORT: 'eighty', AUTH_PASSWORD_MIN_LENGTH: '2' })).toThrow(/PORT[\s\S]*AUTH_PASSWORD_MIN_LENGTH/);
});
