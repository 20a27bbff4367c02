import { expect, test } from 'vitest';
import type { StaffAnnouncement } from '@shared/system-config/system-config.schema';
import {
  announcementFormValues,
  announcementState,
  toAnnouncementBody,
  toLocalInputValue,
  validatePublishAt,
  validateText,
} from './announcement-form';

const now = new Date(2026, 10, 21, 9, 5);
const blank = { title: '', body: '' };
const noTranslations = { es: blank, zh: blank, vi: blank, tl: blank };

const saved: StaffAnnouncement = {
  id: '00000000-0000-4000-8000-0000000000b1',
  title: 'Live Scan fees are covered',
  body: 'The agency pays.',
  priority: 'high',
  translations: { vi: { title: 'Phí Live Scan được chi trả', body: 'Cơ quan chi trả.' } },
  publishedAt: new Date(2026, 10, 12, 17, 0).toISOString(),
  createdAt: new Date(2026, 10, 12, 17, 0).toISOString(),
  createdByName: 'Alex Morgan',
};

test('a new announcement defaults to medium priority, published now', () => {
  expect(announcementFormValues(undefined, now)).toEqual({
    title: '',
    body: '',
    priority: 'medium',
    translations: noTranslations,
    publishAt: '2026-11-21T09:05',
  });
});

test('an existing announcement fills the form in local time; a draft has no date', () => {
  expect(announcementFormValues(saved, now)).toMatchObject({
    title: saved.title,
    priority: 'high',
    publishAt: '2026-11-12T17:00',
    translations: { ...noTranslations, vi: saved.translations.vi },
  });
  expect(announcementFormValues({ ...saved, publishedAt: null }, now).publishAt).toBe('');
});

test('the local publish date is sent as an instant; an empty one keeps a draft; a half-written language is left out', () => {
  const values = {
    title: ' Title ',
    body: ' Body ',
    priority: 'low' as const,
    translations: {
      ...noTranslations,
      es: { title: ' Título ', body: ' Texto ' },
      zh: { title: '標題', body: ' ' },
    },
    publishAt: toLocalInputValue(now),
  };
  expect(toAnnouncementBody(values)).toEqual({
    title: 'Title',
    body: 'Body',
    priority: 'low',
    publishedAt: now.toISOString(),
    translations: { es: { title: 'Título', body: 'Texto' } },
  });
  expect(toAnnouncementBody({ ...values, publishAt: '' }).publishedAt).toBeNull();
});

test('title and message are required within their limits; the date must parse', () => {
  expect(validateText('  ', 'Title', 200)).toBe('Title is required');
  expect(validateText('x'.repeat(201), 'Title', 200)).toBe('Title must be at most 200 characters');
  expect(validateText('Hello', 'Title', 200)).toBeNull();
  expect(validatePublishAt('')).toBeNull();
  expect(validatePublishAt('2026-11-21T09:05')).toBeNull();
  expect(validatePublishAt('tomorrow')).toBe('Enter a valid date and time');
});

test('an announcement is a draft, scheduled or published', () => {
  expect(announcementState(null, now)).toBe('Draft');
  expect(announcementState(new Date(2026, 11, 1).toISOString(), now)).toBe('Scheduled');
  expect(announcementState(saved.publishedAt, now)).toBe('Published');
});
