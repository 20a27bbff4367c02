import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DASHBOARD_TILE_NAMES } from '@shared/system-config/system-config.schema';
import { auditLog } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';

let t: TestApp;
let superAdmin = '';
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  family = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const staff = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  authorization = superAdmin,
) => t.app.inject({ method, url: `/api/staff/system/${url}`, payload, headers: { authorization } });
const familyDashboard = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/family/dashboard', headers: { authorization: family } })
  ).json();

test('all 14 tiles are listed with their settings, ordered by position', async () => {
  const tiles = (await staff('GET', 'dashboard-tiles')).json();
  expect(tiles).toHaveLength(14);
  expect(tiles.map((tile: { componentName: string }) => tile.componentName).sort()).toEqual(
    [...DASHBOARD_TILE_NAMES].sort(),
  );
  const positions = tiles.map((tile: { positionOrder: number }) => tile.positionOrder);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  expect(tiles[0]).toEqual({
    componentName: 'ApplicantType',
    displayName: 'Applicant Type',
    description: expect.any(String),
    category: 'header',
    isEnabled: true,
    gridSize: 'full',
    positionOrder: 10,
  });
});

test('disabling, resizing and reordering shows on the family dashboard at the next load', async () => {
  const response = await staff('PUT', 'dashboard-tiles', {
    tiles: [
      { componentName: 'Gamification', isEnabled: false, gridSize: 'half', positionOrder: 110 },
      { componentName: 'QuickActions', isEnabled: true, gridSize: 'full', positionOrder: 5 },
    ],
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()[0]).toMatchObject({
    componentName: 'QuickActions',
    gridSize: 'full',
    positionOrder: 5,
  });
  const tiles = (await familyDashboard()).tiles as { componentName: string; gridSize: string }[];
  expect(tiles[0]).toMatchObject({ componentName: 'QuickActions', gridSize: 'full' });
  expect(tiles.map((tile) => tile.componentName)).not.toContain('Gamification');
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'system.dashboard_tiles_updated'));
  expect(audit?.actorEmail).toBe('super@haven.demo');
  const dashboard = await t.app.inject({
    method: 'GET',
    url: '/api/staff/dashboard',
    headers: { authorization: superAdmin },
  });
  expect(dashboard.json().recentActivity[0].description).toBe(
    'Sam Rivera updated the family dashboard tiles',
  );
});

test('disabling every tile leaves the family dashboard with none', async () => {
  const current = (await staff('GET', 'dashboard-tiles')).json() as {
    componentName: string;
    gridSize: string;
    positionOrder: number;
  }[];
  const off = current.map(({ componentName, gridSize, positionOrder }) => ({
    componentName,
    gridSize,
    positionOrder,
    isEnabled: false,
  }));
  expect((await staff('PUT', 'dashboard-tiles', { tiles: off })).statusCode).toBe(200);
  expect((await familyDashboard()).tiles).toEqual([]);
  const on = off.map((tile) => ({ ...tile, isEnabled: true }));
  expect((await staff('PUT', 'dashboard-tiles', { tiles: on })).statusCode).toBe(200);
  expect((await familyDashboard()).tiles).toHaveLength(14);
});

test('tile updates refuse unknown names, duplicates and clashing positions, and change nothing', async () => {
  const before = (await staff('GET', 'dashboard-tiles')).json();
  const tile = (componentName: string, positionOrder: number) => ({
    componentName,
    isEnabled: true,
    gridSize: 'third',
    positionOrder,
  });
  for (const tiles of [
    [tile('Weather', 1)],
    [tile('Gamification', 1), tile('Gamification', 2)],
    [tile('Gamification', 3), tile('QuickActions', 3)],
    [{ ...tile('Gamification', 3), gridSize: 'quarter' }],
    [],
  ]) {
    const response = await staff('PUT', 'dashboard-tiles', { tiles });
    expect(response.statusCode).toBe(400);
  }
  // Position 10 belongs to ApplicantType, which is not part of this change.
  const clash = await staff('PUT', 'dashboard-tiles', { tiles: [tile('Gamification', 10)] });
  expect(clash.statusCode).toBe(400);
  expect(clash.json().message).toContain('unique');
  expect((await staff('GET', 'dashboard-tiles')).json()).toEqual(before);
});

test("the agency's name and its intake and support e-mail addresses are configurable; the intake one shows on the family dashboard", async () => {
  expect((await staff('GET', 'settings')).json()).toEqual({
    agencyName: 'Haven Resource Family Agency',
    intakeEmail: 'documents@haven-agency.org',
    supportEmail: 'support@haven-agency.org',
  });
  const updated = await staff('PUT', 'settings', {
    agencyName: ' Riverside Family Services ',
    intakeEmail: ' Intake@Agency.Example.org ',
    supportEmail: 'Help@Agency.Example.org',
  });
  expect(updated.json()).toEqual({
    agencyName: 'Riverside Family Services',
    intakeEmail: 'intake@agency.example.org',
    supportEmail: 'help@agency.example.org',
  });
  expect((await staff('GET', 'settings')).json().supportEmail).toBe('help@agency.example.org');
  expect((await familyDashboard()).intakeEmail).toBe('intake@agency.example.org');
  const bad = [
    { agencyName: 'A', intakeEmail: 'not an address', supportEmail: 'help@agency.example.org' },
    { agencyName: 'A', intakeEmail: 'intake@agency.example.org', supportEmail: 'not an address' },
    { agencyName: 'A', intakeEmail: 'intake@agency.example.org' },
    { agencyName: '', intakeEmail: 'intake@agency.example.org', supportEmail: 'help@agency.example.org' },
  ];
  for (const body of bad) expect((await staff('PUT', 'settings', body)).statusCode).toBe(400);
});

test('announcements: create, publish later, edit, unpublish and delete; families see only published ones', async () => {
  const listForFamily = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/family/announcements',
        headers: { authorization: family },
      })
    )
      .json()
      .map((a: { title: string }) => a.title);
  const created = await staff('POST', 'announcements', {
    title: 'Office closed Friday',
    body: 'The office is closed for the holiday.',
    priority: 'urgent',
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({
    title: 'Office closed Friday',
    priority: 'urgent',
    publishedAt: expect.any(String),
    createdByName: 'Sam Rivera',
  });
  expect((await listForFamily())[0]).toBe('Office closed Friday');

  const id = created.json().id;
  const draft = await staff('PUT', `announcements/${id}`, {
    title: 'Office closed Monday',
    body: 'Closed.',
    publishedAt: null,
  });
  expect(draft.json()).toMatchObject({
    title: 'Office closed Monday',
    publishedAt: null,
    priority: 'medium',
  });
  expect(await listForFamily()).not.toContain('Office closed Monday');

  const later = new Date(Date.now() + 3_600_000).toISOString();
  await staff('PUT', `announcements/${id}`, {
    title: 'Office closed Monday',
    body: 'Closed.',
    publishedAt: later,
  });
  expect(await listForFamily()).not.toContain('Office closed Monday');
  const kept = await staff('PUT', `announcements/${id}`, { title: 'Office closed Tuesday', body: 'Closed.' });
  expect(kept.json().publishedAt).toBe(later);

  expect((await staff('GET', 'announcements')).json().map((a: { id: string }) => a.id)).toContain(id);
  expect((await staff('DELETE', `announcements/${id}`)).statusCode).toBe(204);
  expect((await staff('DELETE', `announcements/${id}`)).statusCode).toBe(404);
  expect((await staff('PUT', `announcements/${id}`, { title: 'x', body: 'y' })).statusCode).toBe(404);
  for (const payload of [
    { title: '', body: 'x' },
    { title: 'x', body: '' },
    { title: 'x', body: 'y', priority: 'critical' },
    { title: 'x', body: 'y', publishedAt: 'soon' },
  ]) {
    expect((await staff('POST', 'announcements', payload)).statusCode).toBe(400);
  }
  const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
  expect(actions).toEqual(
    expect.arrayContaining([
      'announcement.created',
      'announcement.updated',
      'announcement.deleted',
      'system.settings_updated',
    ]),
  );
});
