import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler, writingSchema } from './response-serializer';

const AccountSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  displayName: z.string().nullable(),
  signedInAt: z.iso.datetime().nullable(),
  profile: z.object({ format: z.enum(['short', 'long']), pattern: z.string() }).nullable(),
  roles: z.array(z.object({ key: z.string(), level: z.number().int().min(0) })),
  note: z.string().optional(),
});

const account = {
  id: '3f0c1a52-8a4e-4d0b-9a55-2f8e6d1c7b10',
  email: 'ana@example.org',
  displayName: null,
  signedInAt: '2026-11-27T10:00:00.000Z',
  profile: { format: 'short', pattern: 'a+', secret: 'kept in' },
  roles: [{ key: 'family', level: 1, grantedBy: 'someone' }],
  passwordHash: 'scrypt$...',
};

async function serverAnswering(reply: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.setErrorHandler((error, _request, res) =>
    res.code(500).send({ serialization: isResponseSerializationError(error) }),
  );
  app.get('/account', { schema: { response: { 200: AccountSchema } } }, async () => reply);
  await app.ready();
  return app;
}

describe.each([
  ['production (compiled writer only)', false],
  ['tests and development (checked against zod)', true],
])('%s', (_mode, check) => {
  test('a reply carries the properties its schema declares and nothing else', async () => {
    const app = await serverAnswering(account, check);
    const response = await app.inject({ url: '/account' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: account.id,
      email: account.email,
      displayName: null,
      signedInAt: account.signedInAt,
      profile: { format: 'short', pattern: 'a+' },
      roles: [{ key: 'family', level: 1 }],
    });
    expect(response.body).not.toContain('scrypt');
    expect(response.body).not.toContain('someone');
    await app.close();
  });

  test('a nullable object is written as null, not as an empty object', async () => {
    const app = await serverAnswering({ ...account, profile: null, note: 'hi' }, check);
    const body = (await app.inject({ url: '/account' })).json();
    expect(body.profile).toBeNull();
    expect(body.note).toBe('hi');
    await app.close();
  });
});

test('outside production a reply that breaks its schema fails instead of being written', async () => {
  const app = await serverAnswering({ ...account, roles: [{ key: 'family', level: -1 }] }, true);
  const response = await app.inject({ url: '/account' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toMatchObject({ serialization: true });
  await app.close();
});

test('the writing schema drops validation keywords but keeps properties that share their names', () => {
  const json = z.toJSONSchema(AccountSchema, { io: 'output', target: 'draft-07' });
  const writing = writingSchema(json) as {
    properties: Record<string, { type?: unknown; nullable?: boolean; pattern?: string; properties?: object }>;
  };
  expect(writing.properties.id).toEqual({ type: 'string' });
  expect(writing.properties.signedInAt).toEqual({ type: 'string', nullable: true });
  expect(Object.keys(writing.properties.profile?.properties ?? {})).toEqual(['format', 'pattern']);
  expect(writing.properties.profile?.nullable).toBe(true);
});
