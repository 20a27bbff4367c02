import { expect, test } from 'vitest';
import { createTestApp } from './testing/test-app';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };

async function docsOf(env: Record<string, string>) {
  const t = await createTestApp({ env, demo: false });
  try {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    return { page, document };
  } finally {
    await t.close();
  }
}

test('outside production /api/docs serves the Swagger UI and the OpenAPI document', async () => {
  const { page, document } = await docsOf({});
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(document.statusCode).toBe(200);
  expect(document.json()).toMatchObject({ openapi: expect.any(String), info: { title: 'Haven API' } });
});

test('a production server answers 404 on /api/docs and its OpenAPI document', async () => {
  const { page, document } = await docsOf(PRODUCTION);
  for (const response of [page, document]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  }
});

test('a production server with API_DOCS=true serves them', async () => {
  const { page, document } = await docsOf({ ...PRODUCTION, API_DOCS: 'true' });
  expect(page.statusCode).toBe(200);
  expect(document.json().info.title).toBe('Haven API');
});
