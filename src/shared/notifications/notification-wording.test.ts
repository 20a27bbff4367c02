import { expect, test } from 'vitest';
import { formatNoticeDate, noticeEmailText, noticeLink, wordNotice } from './notification-wording';

test('each kind reads as one clear sentence, naming the member when the item is theirs', () => {
  const tb = { documentName: 'TB Test Results', memberName: 'Rosa Martinez' };
  expect(wordNotice('document_rejected', { ...tb, reason: 'Unreadable.' })).toEqual({
    title: "Rosa Martinez's TB Test Results was rejected",
    body: 'Reason: Unreadable.',
  });
  expect(
    wordNotice('document_expiring', { documentName: 'CPR Certificate', expiresOn: 'Jan 5, 2027' }),
  ).toEqual({
    title: 'Your CPR Certificate expires on Jan 5, 2027',
    body: 'Please upload a new copy before then.',
  });
  expect(wordNotice('document_expired', { ...tb, expiresOn: 'Jan 5, 2027' }).title).toBe(
    "Rosa Martinez's TB Test Results has expired",
  );
  expect(wordNotice('document_waived', { documentName: 'Floor Plan', reason: 'Apartment' }).title).toBe(
    'Floor Plan is no longer needed',
  );
  expect(wordNotice('requirement_added', { documentName: 'Pet Vaccination Records' }).title).toBe(
    'Your agency asked for Pet Vaccination Records',
  );
});

test('a notice links to the upload of its document; the e-mail greets, says it and links', () => {
  expect(noticeLink('document_rejected', 'abc')).toBe('/family?upload=abc');
  expect(noticeLink('document_waived', 'abc')).toBe('/family');
  expect(formatNoticeDate('2027-01-05')).toBe('Jan 5, 2027');
  const text = noticeEmailText({
    kind: 'document_rejected',
    name: null,
    title: 'TB Test Results was rejected',
    body: 'Reason: Unreadable.',
    url: 'https://haven.example/family?upload=abc',
  });
  expect(text).toBe(
    'Hello,\n\nTB Test Results was rejected.\nReason: Unreadable.\n\nPlease upload a new copy here:\nhttps://haven.example/family?upload=abc\n\nYou can also find this message under the bell in your Haven family portal.\n',
  );
});
