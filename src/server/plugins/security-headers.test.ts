import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { helmetHeaders } from './security-headers';

test('helmetHeaders gives the headers helmet sets, once, with HSTS only when asked for', () => {
  const withHsts = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    hsts: { maxAge: 60, includeSubDomains: true },
  });
  expect(withHsts['content-security-policy']).toBe("default-src 'self'");
  expect(withHsts['strict-transport-security']).toBe('max-age=60; includeSubDomains');
  expect(withHsts['x-content-type-options']).toBe('nosniff');
  expect(withHsts['x-frame-options']).toBe('SAMEORIGIN');
  expect(Object.keys(withHsts)).not.toContain('x-powered-by');

  const withoutHsts = helmetHeaders({ hsts: false });
  expect(Object.keys(withoutHsts)).not.toContain('strict-transport-security');
  expect(withoutHsts['content-security-policy']).toContain("object-src 'none'");
});

test('Permissions-Policy: pages may use their own camera (the upload dialog) and nothing else; API answers nothing', async () => {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Haven</title>');
  const t = await createTestApp({ clientDir, demo: false });
  try {
    const page = await t.app.inject({ method: 'GET', url: '/family/documents' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['permissions-policy']).toBe(
      'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  } finally {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
});
