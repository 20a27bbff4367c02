import { expect, test } from 'vitest';
import { isReusableSession, maskPersonalNumbers, sessionAnalytics, waitingTime } from './conversation-rules';

const now = new Date('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

test('an open session begun within the hour is reused; an older or ended one is not', () => {
  expect(isReusableSession({ sessionStart: minutesAgo(59), sessionEnd: null }, now)).toBe(true);
  expect(isReusableSession({ sessionStart: minutesAgo(60), sessionEnd: null }, now)).toBe(false);
  expect(isReusableSession({ sessionStart: minutesAgo(5), sessionEnd: minutesAgo(1) }, now)).toBe(false);
});

test('SSN-like numbers are masked, keeping the last four digits', () => {
  expect(maskPersonalNumbers('my ssn is 123-45-6789.')).toBe('my ssn is ***-**-6789.');
  expect(maskPersonalNumbers('ssn 123456789')).toBe('ssn ***-**-6789');
});

test('card-like numbers passing the Luhn check are masked; other long numbers and short ones stay', () => {
  expect(maskPersonalNumbers('card 4111 1111 1111 1111 ok')).toBe('card ****1111 ok');
  expect(maskPersonalNumbers('card 4111-1111-1111-1111')).toBe('card ****1111');
  expect(maskPersonalNumbers('case 1234567890123')).toBe('case 1234567890123');
  expect(maskPersonalNumbers('call 555-1234 at 9am, 40 hours')).toBe('call 555-1234 at 9am, 40 hours');
});

test('waiting time is measured against the 5-minute promise', () => {
  expect(waitingTime(minutesAgo(4), null, now)).toEqual({ waitedMs: 240_000, overPromise: false });
  expect(waitingTime(minutesAgo(6), null, now).overPromise).toBe(true);
  expect(waitingTime(minutesAgo(10), minutesAgo(8), now)).toEqual({ waitedMs: 120_000, overPromise: false });
});

test('session analytics: escalation rate in percent and average satisfaction', () => {
  expect(sessionAnalytics(0, 0, 0, 0)).toEqual({ escalationRate: 0, averageSatisfaction: null });
  expect(sessionAnalytics(3, 1, 9, 2)).toEqual({ escalationRate: 33.3, averageSatisfaction: 4.5 });
});
