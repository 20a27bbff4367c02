import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { CurrentUser, Session } from '@shared/auth/auth.schema';
import { createAuthStore, type AuthEvent } from './create-auth-store';
import { SESSION_HINT_KEY, type HintStorage } from './session-hint';

const USER_ID = '5f0c6a2e-8d1b-4c3a-9e7f-1a2b3c4d5e6f';

function session(expiresInSeconds = 3600, token = 'access-1'): Session {
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    user: {
      id: USER_ID,
      email: 'super@haven.demo',
      kind: 'staff',
      emailConfirmedAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

const currentUser: CurrentUser = {
  user: session().user,
  profile: { id: USER_ID, display_name: 'Sam Super', email: 'super@haven.demo', avatar_url: null },
  roles: ['super_admin'],
  permissions: ['view_dashboard', 'manage_users'],
  accessStatus: 'approved',
};

type Reply = { status: number; body?: unknown };
type Route = Reply | (() => Reply);

/** A stand-in for the Haven server: answers by "METHOD /path" and records every call. */
function fakeServer(routes: Record<string, Route>) {
  const calls: { key: string; authorization: string | null; contentType: string | null; body: unknown }[] =
    [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const headers = new Headers(init.headers);
    calls.push({
      key,
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      body: init.body,
    });
    const route = routes[key];
    if (!route) throw new TypeError(`unexpected call ${key}`);
    const reply = typeof route === 'function' ? route() : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, keys: () => calls.map((call) => call.key) };
}

function memoryStorage(initial: Record<string, string> = {}): HintStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const storedHint = () => ({
  [SESSION_HINT_KEY]: JSON.stringify({ userId: USER_ID, email: 'super@haven.demo', expiresAt: 1 }),
});
const unauthenticated = {
  status: 401,
  body: { code: 'UNAUTHENTICATED', message: 'Not signed in', requestId: 'r1' },
};

function recordEvents(store: ReturnType<typeof createAuthStore>) {
  const events: AuthEvent[] = [];
  store.onAuthStateChange((event) => events.push(event));
  return events;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('a visitor of the home page without a stored hint is signed out without asking the server', async () => {
  const server = fakeServer({});
  const store = createAuthStore({ storage: memoryStorage() });
  const events = recordEvents(store);

  await store.initialize('');

  expect(server.calls).toHaveLength(0);
  expect(store.getState()).toMatchObject({ loading: false, session: null, roles: [] });
  expect(events).toEqual(['INITIAL_SESSION']);
});

test('a stored hint restores the session through the refresh cookie and then loads the profile', async () => {
  const server = fakeServer({
    'POST /api/auth/refresh': { status: 200, body: session() },
    'GET /api/auth/me': { status: 200, body: currentUser },
  });
  const store = createAuthStore({ storage: memoryStorage(storedHint()) });
  const events = recordEvents(store);

  await store.initialize('');
  expect(store.getState()).toMatchObject({ loading: false, profileStatus: 'loading' });
  expect(events).toEqual(['INITIAL_SESSION']);

  await vi.runOnlyPendingTimersAsync();
  expect(store.getState()).toMatchObject({ roles: ['super_admin'], profileStatus: 'ready' });
  expect(store.getState().profile?.display_name).toBe('Sam Super');
  expect(server.calls[1]).toMatchObject({ key: 'GET /api/auth/me', authorization: 'Bearer access-1' });
});

test('a signed-out visitor without a hint sends no refresh that could only fail', async () => {
  const server = fakeServer({ 'POST /api/auth/refresh': unauthenticated });
  const store = createAuthStore({ storage: memoryStorage() });

  await store.initialize('');

  expect(server.keys()).toEqual([]);
  expect(store.getState()).toMatchObject({ loading: false, session: null });
});

test('landing from the e-mail confirmation without a hint still tries the cookie it left', async () => {
  const server = fakeServer({ 'POST /api/auth/refresh': unauthenticated });
  const storage = memoryStorage();
  const store = createAuthStore({ storage });
  const events = recordEvents(store);

  await store.initialize('?confirmed=1');

  expect(server.keys()).toEqual(['POST /api/auth/refresh']);
  expect(store.getState()).toMatchObject({ loading: false, session: null });
  expect(events).toEqual(['INITIAL_SESSION']);
});

test('sign-in keeps only non-secret session data in storage', async () => {
  fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session() },
    'GET /api/auth/me': { status: 200, body: currentUser },
  });
  const storage = memoryStorage();
  const store = createAuthStore({ storage });
  await store.initialize('');
  const events = recordEvents(store);
  await vi.runOnlyPendingTimersAsync();

  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });

  const stored = storage.data.get(SESSION_HINT_KEY) ?? '';
  expect(JSON.parse(stored)).toEqual({
    userId: USER_ID,
    email: 'super@haven.demo',
    expiresAt: expect.any(Number),
  });
  expect(stored).not.toContain('access-1');
  expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
});

test('a failing profile lookup is logged and leaves the session in place', async () => {
  fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session() },
    'GET /api/auth/me': {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r2' },
    },
  });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createAuthStore({ storage: memoryStorage() });
  await store.initialize('');

  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });
  await vi.runOnlyPendingTimersAsync();

  expect(logged).toHaveBeenCalledWith('Error loading user profile', expect.anything());
  expect(store.getState()).toMatchObject({ profileStatus: 'error', roles: [] });
  expect(store.getState().session).not.toBeNull();
});

test('the ticker refreshes a session that is about to expire', async () => {
  const server = fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session(160) },
    'GET /api/auth/me': { status: 200, body: currentUser },
    'POST /api/auth/refresh': () => ({ status: 200, body: session(3600, 'access-2') }),
  });
  const store = createAuthStore({ storage: memoryStorage() });
  await store.initialize('');
  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });
  const events = recordEvents(store);

  await vi.advanceTimersByTimeAsync(30_000);
  expect(server.keys()).not.toContain('POST /api/auth/refresh');

  await vi.advanceTimersByTimeAsync(30_000);
  expect(server.keys()).toContain('POST /api/auth/refresh');
  expect(store.getState().session?.access_token).toBe('access-2');
  expect(events).toContain('TOKEN_REFRESHED');
});

test('sign-out ignores a 404, clears the profile and roles, and says the user signed out', async () => {
  fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session() },
    'GET /api/auth/me': { status: 200, body: currentUser },
    'POST /api/auth/sign-out': {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No session', requestId: 'r3' },
    },
  });
  const storage = memoryStorage();
  const store = createAuthStore({ storage });
  await store.initialize('');
  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });
  await vi.runOnlyPendingTimersAsync();
  const events = recordEvents(store);
  expect(store.getState().signedOutByUser).toBe(false);

  await store.signOut();

  expect(store.getState()).toMatchObject({
    session: null,
    profile: null,
    roles: [],
    permissions: [],
    signedOutByUser: true,
  });
  expect(storage.data.has(SESSION_HINT_KEY)).toBe(false);
  expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
});

test('refresh and sign-out send an empty JSON body, which the server requires of cookie requests', async () => {
  const server = fakeServer({
    'POST /api/auth/refresh': { status: 200, body: session() },
    'GET /api/auth/me': { status: 200, body: currentUser },
    'POST /api/auth/sign-out': { status: 204 },
  });
  const store = createAuthStore({ storage: memoryStorage(storedHint()) });
  await store.initialize('');
  await store.signOut();

  const cookieCalls = server.calls.filter((call) => call.key !== 'GET /api/auth/me');
  expect(cookieCalls).toEqual([
    expect.objectContaining({ key: 'POST /api/auth/refresh', contentType: 'application/json', body: '{}' }),
    expect.objectContaining({ key: 'POST /api/auth/sign-out', contentType: 'application/json', body: '{}' }),
  ]);
});

test('sign-out that fails on the server throws and keeps the session', async () => {
  fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session() },
    'GET /api/auth/me': { status: 200, body: currentUser },
    'POST /api/auth/sign-out': {
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal error', requestId: 'r4' },
    },
  });
  const store = createAuthStore({ storage: memoryStorage() });
  await store.initialize('');
  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });

  await expect(store.signOut()).rejects.toThrow('Internal error');
  expect(store.getState().session).not.toBeNull();
});

test('an expired access token is refreshed once and the request repeated', async () => {
  let meCalls = 0;
  const server = fakeServer({
    'POST /api/auth/sign-in': { status: 200, body: session() },
    'POST /api/auth/refresh': { status: 200, body: session(3600, 'access-2') },
    'GET /api/auth/me': () => (++meCalls === 1 ? unauthenticated : { status: 200, body: currentUser }),
  });
  const store = createAuthStore({ storage: memoryStorage() });
  await store.initialize('');
  await store.signIn({ email: 'super@haven.demo', password: 'demo-password-2026' });
  await vi.runOnlyPendingTimersAsync();

  expect(
    server.calls.filter((call) => call.key === 'GET /api/auth/me').map((call) => call.authorization),
  ).toEqual(['Bearer access-1', 'Bearer access-2']);
  expect(store.getState().profileStatus).toBe('ready');
});

test('families sign in through the family portal, the demo button and the invitation link', async () => {
  const familySession: Session = {
    ...session(),
    user: { ...session().user, email: 'family@haven.demo', kind: 'family', familyId: USER_ID },
  };
  const familyUser: CurrentUser = { ...currentUser, user: familySession.user, roles: [], permissions: [] };
  const server = fakeServer({
    'POST /api/auth/family/sign-in': { status: 200, body: familySession },
    'POST /api/auth/demo-family': { status: 200, body: familySession },
    'POST /api/auth/invitations/accept': { status: 200, body: familySession },
    'GET /api/auth/me': { status: 200, body: familyUser },
  });
  const store = createAuthStore({ storage: memoryStorage() });
  await store.initialize('');

  await store.signIn({ email: 'family@haven.demo', password: 'demo-password-2026' }, 'family');
  await vi.runOnlyPendingTimersAsync();
  expect(store.getState().user).toMatchObject({ kind: 'family', familyId: USER_ID });

  await store.signInDemoFamily();
  await store.acceptInvitation({ token: 'a'.repeat(32), password: 'amber-kettle-horizon-58' });
  expect(server.keys().filter((key) => key.startsWith('POST'))).toEqual([
    'POST /api/auth/family/sign-in',
    'POST /api/auth/demo-family',
    'POST /api/auth/invitations/accept',
  ]);
});
