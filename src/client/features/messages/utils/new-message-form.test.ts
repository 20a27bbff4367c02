import { expect, test } from 'vitest';
import { newMessageProblems, toNewThreadBody } from './new-message-form';

const values = { toUserId: '', subject: '', content: 'Could you visit on Tuesday?' };

test('a message with no recipient and no subject goes to the caseworker or the team, without a subject', () => {
  expect(newMessageProblems(values)).toEqual({});
  expect(toNewThreadBody({ ...values, subject: '   ' })).toEqual({ content: 'Could you visit on Tuesday?' });
});

test('the composer refuses what the API refuses, each field with its own reason', () => {
  expect(newMessageProblems({ ...values, content: '  \n ' })).toEqual({
    content: { key: 'messageRequired' },
  });
  expect(newMessageProblems({ ...values, content: 'x'.repeat(2001) })).toEqual({
    content: { key: 'tooLong', values: { max: 2000 } },
  });
  expect(newMessageProblems({ ...values, subject: 'x'.repeat(161) })).toEqual({
    subject: { key: 'tooLong', values: { max: 160 } },
  });
  expect(newMessageProblems({ ...values, subject: 'tab\there' })).toEqual({
    subject: { key: 'invalidText' },
  });
  expect(newMessageProblems({ ...values, content: 'bell\u0007' })).toEqual({
    content: { key: 'invalidText' },
  });
});
