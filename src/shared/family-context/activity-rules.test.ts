import { expect, test } from 'vitest';
import { collapseRepeats } from './activity-rules';

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
