import { expect, test } from 'vitest';
import { collapseRepeats, familyActivityItems } from './activity-rules';

const item = (action: string, actorName: string | null, description: string) => ({
  action,
  actorName,
  description,
});

test('a run of sign-ins by one person reads as one line; other events and other people stay apart', () => {
  const feed = collapseRepeats([
    item('auth.sign_in', 'Maria', 'Maria signed in'),
    item('auth.sign_in', 'Maria', 'Maria signed in'),
    item('auth.sign_in', 'Maria', 'Maria signed in'),
    item('auth.sign_in', 'David', 'David signed in'),
    item('document.uploaded', 'Maria', 'Maria uploaded Photo ID'),
    item('document.uploaded', 'Maria', 'Maria uploaded TB Test'),
    item('auth.sign_in', 'Maria', 'Maria signed in'),
  ]);
  expect(feed.map((row) => row.description)).toEqual([
    'Maria signed in 3 times',
    'David signed in',
    'Maria uploaded Photo ID',
    'Maria uploaded TB Test',
    'Maria signed in',
  ]);
});

const row = (id: number, action: string, details: unknown, actorName: string | null = 'Maria') => ({
  id,
  at: '2026-11-21T20:00:00Z',
  action,
  details,
  actor_name: actorName,
});

test('a family feed line carries its action and the values of its English sentence, counted when collapsed', () => {
  const feed = familyActivityItems([
    row(5, 'auth.sign_in', { portal: 'family' }),
    row(4, 'auth.sign_in', { portal: 'family' }),
    row(3, 'family.step_moved', {
      direction: 'advance',
      from: 7,
      to: 8,
      stepName: 'Decide',
      status: 'approved',
      reason: '',
    }),
    row(2, 'document.processed', { documentName: 'Photo ID', classification: 'id', confidence: 0.9 }, null),
  ]);
  expect(feed).toEqual([
    {
      id: 5,
      at: '2026-11-21T20:00:00.000Z',
      action: 'auth.sign_in',
      description: 'Maria signed in 2 times',
      actorName: 'Maria',
      params: { who: 'Maria', count: 2 },
    },
    expect.objectContaining({
      description: 'Maria approved the family',
      params: { who: 'Maria', step: 8, stepName: 'Decide', direction: 'advance', approved: true },
    }),
    expect.objectContaining({
      description: 'Haven processed Photo ID',
      params: { who: 'Haven', document: 'Photo ID' },
    }),
  ]);
});

test('a row of an action no longer in the vocabulary stays out of the family feed; odd details read as missing', () => {
  const feed = familyActivityItems([
    row(2, 'document.renamed_long_ago', { documentName: 'Photo ID' }),
    row(1, 'document.approved', { documentName: 42 }),
  ]);
  expect(feed.map((item) => [item.description, item.params])).toEqual([
    ['Maria approved a document', { who: 'Maria' }],
  ]);
});
