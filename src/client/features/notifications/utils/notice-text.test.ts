import { expect, test } from 'vitest';
import { LOCALE_TAGS, type LanguageCode } from '@shared/i18n/languages';
import type { Notification, NoticeParams } from '@shared/notifications/notifications.schema';
import { noticeText } from './notice-text';
import { notificationsTranslations } from './test-i18n';

/** The checklist's names read as written, except this one seeded name in Spanish. */
const checklistIn = (language: LanguageCode) => ({
  name: (name: string) => (language === 'es' && name === 'CPR Certificate' ? 'Certificado de RCP' : name),
});

function read(language: LanguageCode, kind: Notification['kind'], params: Partial<NoticeParams> | null) {
  return noticeText(notificationsTranslations(language).t, checklistIn(language), LOCALE_TAGS[language], {
    kind,
    title: 'Stored title',
    body: 'Stored body',
    params: params && {
      documentName: 'TB Test Results',
      memberName: null,
      reason: null,
      expiresOn: null,
      ...params,
    },
  });
}

test('in English the bell reads exactly as the stored wording and the e-mail', () => {
  const rosa = { memberName: 'Rosa Martinez' };
  expect(read('en', 'document_rejected', { ...rosa, reason: 'Unreadable.' })).toEqual({
    title: "Rosa Martinez's TB Test Results was rejected",
    body: 'Reason: Unreadable.',
  });
  expect(read('en', 'document_rejected', {}).body).toBe('Please upload it again.');
  expect(
    read('en', 'document_expiring', { documentName: 'CPR Certificate', expiresOn: '2027-01-05' }),
  ).toEqual({
    title: 'Your CPR Certificate expires on Jan 5, 2027',
    body: 'Please upload a new copy before then.',
  });
  expect(read('en', 'document_expired', { ...rosa, expiresOn: '2027-01-05' })).toEqual({
    title: "Rosa Martinez's TB Test Results has expired",
    body: 'It was valid until Jan 5, 2027. Please upload a new copy.',
  });
  expect(read('en', 'document_waived', { documentName: 'Floor Plan' })).toEqual({
    title: 'Floor Plan is no longer needed',
    body: '',
  });
  expect(read('en', 'requirement_added', { documentName: 'Pet Vaccination Records' })).toEqual({
    title: 'Your agency asked for Pet Vaccination Records',
    body: 'Please upload it when you can.',
  });
  expect(read('en', 'requirement_added', { reason: 'For the dog.' }).body).toBe('For the dog.');
});

test('another language words the notice itself, with the translated document name and its own dates', () => {
  expect(
    read('es', 'document_expiring', { documentName: 'CPR Certificate', expiresOn: '2027-01-05' }),
  ).toEqual({
    title: 'Su documento Certificado de RCP vence el 5 ene 2027',
    body: 'Por favor, suba una copia nueva antes de esa fecha.',
  });
  expect(read('zh', 'document_rejected', { memberName: 'Rosa Martinez', reason: 'Too dark' })).toEqual({
    title: 'Rosa Martinez 的 TB Test Results 已被退回',
    body: '原因：Too dark',
  });
  expect(read('vi', 'document_expired', {}).body).toBe('Xin vui lòng tải lên bản mới.');
  expect(read('tl', 'document_waived', { memberName: 'Rosa Martinez', reason: 'Not needed' })).toEqual({
    title: 'Hindi na kailangan ang TB Test Results ni Rosa Martinez',
    body: 'Dahilan: Not needed',
  });
});

test('a notice stored before its params were kept reads as stored', () => {
  expect(read('es', 'document_rejected', null)).toEqual({ title: 'Stored title', body: 'Stored body' });
});

test('a course notice names the course and its due date in the reader’s language', () => {
  const course = { documentName: '', courseTitle: 'Trauma-Informed Care', dueOn: '2027-01-05' };
  expect(read('en', 'course_assigned', course)).toEqual({
    title: 'New course assigned: Trauma-Informed Care',
    body: 'Please complete it by Jan 5, 2027.',
  });
  expect(read('en', 'course_assigned', { ...course, dueOn: null }).body).toBe(
    'You can start it in My Learning Journey.',
  );
  expect(read('es', 'course_assigned', course).title).toBe('Nuevo curso asignado: Trauma-Informed Care');
  expect(read('en', 'course_request_declined', { ...course, reason: 'Full this month.' })).toEqual({
    title: 'Your request to join Trauma-Informed Care was declined',
    body: 'Reason: Full this month.',
  });
});

test("the bell words staff's decision on a household change in the family's language", () => {
  const tunde = { documentName: '', memberName: 'Tunde Adeyemi', householdChange: 'add_member' as const };
  expect(read('en', 'household_change_accepted', tunde)).toEqual({
    title: 'Tunde Adeyemi was added to your household',
    body: 'See what they still need to hand in on My Family.',
  });
  expect(read('tl', 'household_change_declined', { ...tunde, reason: 'Tawagan kami.' })).toEqual({
    title: 'Hindi tinanggap ang pagdaragdag kay Tunde Adeyemi sa inyong sambahayan',
    body: 'Tala ng inyong caseworker: Tawagan kami.',
  });
  expect(
    read('vi', 'household_change_accepted', { documentName: '', householdChange: 'new_address' }),
  ).toEqual({
    title: 'Địa chỉ mới của quý vị đã được ghi nhận',
    body: '',
  });
});
