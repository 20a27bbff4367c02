import { expect, test } from 'vitest';
import { formatNoticeDate, noticeLink } from './notification-wording';

test('a notice links to the upload of its document; a waiver to the dashboard', () => {
  expect(noticeLink('document_rejected', 'abc')).toBe('/family?upload=abc');
  expect(noticeLink('document_expiring', 'a b')).toBe('/family?upload=a%20b');
  expect(noticeLink('document_waived', 'abc')).toBe('/family');
});

test('a course notice links to the family learning page', () => {
  expect(noticeLink('course_assigned', null)).toBe('/learning');
  expect(noticeLink('course_request_declined', null)).toBe('/learning');
});

test('a notice date reads as a calendar day in the reader’s locale, whatever the time zone', () => {
  expect(formatNoticeDate('2027-01-05')).toBe('Jan 5, 2027');
  expect(formatNoticeDate('2027-01-05', 'zh-Hant')).toBe('2027年1月5日');
  expect(formatNoticeDate('2027-12-31', 'es-US')).toBe('31 dic 2027');
});

test("a household change's decision links to My Family", () => {
  expect(noticeLink('household_change_accepted', null)).toBe('/family/household');
  expect(noticeLink('household_change_declined', null)).toBe('/family/household');
});
