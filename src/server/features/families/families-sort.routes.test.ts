import { afterAll, beforeAll, expect, test } from 'vitest';
import { families } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin = '';
/** Case number → the name All Families shows; family and contact names sort in different orders. */
const SET = [
  { caseNumber: 'SORTX-1', familyName: 'Zimmer Family', primaryContactName: 'Aaron Abbott' },
  { caseNumber: 'SORTX-2', familyName: null, primaryContactName: 'Zoe Baker' },
  { caseNumber: 'SORTX-3', familyName: 'Adams Family', primaryContactName: 'Yolanda Young' },
  { caseNumber: 'SORTX-4', familyName: '  ', primaryContactName: 'Mia  Carter ' },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  await t.db
    .insert(families)
    .values(SET.map((row) => ({ ...row, currentStep: 2, stepName: 'Discover', progressPercentage: 13 })));
});
afterAll(async () => {
  await t.close();
});

interface Row {
  caseNumber: string;
  familyName: string;
}

/** The hand-made families in list order: from a text search, and from the full list (the no-search path). */
async function order(query: string): Promise<{ searched: Row[]; listed: Row[] }> {
  const get = async (url: string): Promise<Row[]> => {
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  };
  const ours = (rows: Row[]) => rows.filter((row) => row.caseNumber.startsWith('SORTX-'));
  return {
    searched: ours(await get(`/api/staff/families?search=SORTX&${query}`)),
    listed: ours(await get(`/api/staff/families?pageSize=100&${query}`)),
  };
}

test('sorting by Name follows the family name as shown, a missing one read from the contact surname', async () => {
  const expected = [
    { caseNumber: 'SORTX-3', familyName: 'Adams Family' },
    { caseNumber: 'SORTX-2', familyName: 'Baker Family' },
    { caseNumber: 'SORTX-4', familyName: 'Carter Family' },
    { caseNumber: 'SORTX-1', familyName: 'Zimmer Family' },
  ];
  const asc = await order('sort=name&order=asc');
  expect(asc.searched.map(({ caseNumber, familyName }) => ({ caseNumber, familyName }))).toEqual(expected);
  expect(asc.listed.map((row) => row.caseNumber)).toEqual(expected.map((row) => row.caseNumber));
  const desc = await order('sort=name&order=desc');
  expect(desc.searched.map((row) => row.caseNumber)).toEqual(expected.map((row) => row.caseNumber).reverse());
  expect(desc.listed.map((row) => row.caseNumber)).toEqual(expected.map((row) => row.caseNumber).reverse());
});

test('the contact name has its own sort', async () => {
  const expected = ['SORTX-1', 'SORTX-4', 'SORTX-3', 'SORTX-2'];
  const asc = await order('sort=contact&order=asc');
  expect(asc.searched.map((row) => row.caseNumber)).toEqual(expected);
  expect(asc.listed.map((row) => row.caseNumber)).toEqual(expected);
  const desc = await order('sort=contact&order=desc');
  expect(desc.listed.map((row) => row.caseNumber)).toEqual([...expected].reverse());
});
