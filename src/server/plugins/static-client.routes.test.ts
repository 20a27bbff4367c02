import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A built client as `vite build` leaves it: every text asset next to its .br and .gz twins. */
let clientDir: string;
let t: TestApp;
const SCRIPT = `console.log(${JSON.stringify('haven '.repeat(400))});`;
const HTML = `<!doctype html><html><head><script src="/assets/index-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
/** The pages the build renders in advance (scripts/lib/prerender-public-pages.ts), each marked by its path. */
const page = (path: string) => HTML.replace('<body>', `<body><main>${path}</main>`);

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-client-'));
  for (const [name, text] of [
    ['index.html', HTML],
    ['assets/index-abc123.js', SCRIPT],
    ['pages/index.html', page('/')],
    ['pages/family/sign-in/index.html', page('/family/sign-in')],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(clientDir, name)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, name), text);
    fs.writeFileSync(path.join(clientDir, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(clientDir, `${name}.gz`), gzipSync(text));
  }
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('assets are served precompressed by content negotiation: brotli first, then gzip, else plain', async () => {
  const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

  const gzip = await get('/assets/index-abc123.js', 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');

  const plain = await get('/assets/index-abc123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(SCRIPT);
});

test('the page shell is precompressed too, on / and on client routes', async () => {
  for (const url of ['/', '/family/sign-in']) {
    const response = await get(url, 'br');
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-encoding'], url).toBe('br');
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
  }
});

test('a path the build rendered in advance gets its own page; a query string or any other path the shell', async () => {
  const pages: [string, string][] = [
    ['/', page('/')],
    ['/family/sign-in', page('/family/sign-in')],
    ['/family/sign-in/', page('/family/sign-in')],
    ['/family/sign-in?confirmation=invalid', HTML],
    ['/family', HTML],
    ['/Family/Sign-In', HTML],
    ['/family/sign-in/..', HTML],
  ];
  for (const [url, body] of pages) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.body, url).toBe(body);
  }
  const brotli = await get('/family/sign-in', 'br');
  expect(brotli.headers['content-encoding']).toBe('br');
});
