import { expect, test } from 'vitest';
import { composeRejectionReason } from '@shared/documents/rejection-reasons';
import type { NoticeParams } from '@shared/notifications/notifications.schema';
import { noticeEmail, wordNotice } from './notice-text';

const params = (values: Partial<NoticeParams> & { documentName: string }): NoticeParams => ({
  memberName: null,
  reason: null,
  expiresOn: null,
  ...values,
});

test('in English each kind reads as one clear sentence, naming the member when the item is theirs', () => {
  const tb = { documentName: 'TB Test Results', memberName: 'Rosa Martinez' };
  expect(wordNotice('en', 'document_rejected', params({ ...tb, reason: 'Unreadable.' }))).toEqual({
    title: "Rosa Martinez's TB Test Results was rejected",
    body: 'Reason: Unreadable.',
  });
  expect(wordNotice('en', 'document_rejected', params({ documentName: 'Floor Plan' }))).toEqual({
    title: 'Floor Plan was rejected',
    body: 'Please upload it again.',
  });
  expect(
    wordNotice(
      'en',
      'document_expiring',
      params({ documentName: 'CPR Certificate', expiresOn: '2027-01-05' }),
    ),
  ).toEqual({
    title: 'Your CPR Certificate expires on Jan 5, 2027',
    body: 'Please upload a new copy before then.',
  });
  expect(wordNotice('en', 'document_expired', params({ ...tb, expiresOn: '2027-01-05' }))).toEqual({
    title: "Rosa Martinez's TB Test Results has expired",
    body: 'It was valid until Jan 5, 2027. Please upload a new copy.',
  });
  expect(wordNotice('en', 'document_waived', params({ documentName: 'Floor Plan' }))).toEqual({
    title: 'Floor Plan is no longer needed',
    body: '',
  });
  expect(wordNotice('en', 'requirement_added', params({ documentName: 'Pet Vaccination Records' }))).toEqual({
    title: 'Your agency asked for Pet Vaccination Records',
    body: 'Please upload it when you can.',
  });
  expect(
    wordNotice('en', 'requirement_added', params({ documentName: 'Pet Records', reason: 'For the dog.' }))
      .body,
  ).toBe('For the dog.');
});

test('other languages word the same notice with their own grammar and dates; staff text stays as written', () => {
  const expiring = params({
    documentName: 'CPR Certificate',
    memberName: 'Rosa Martinez',
    expiresOn: '2027-01-05',
  });
  expect(wordNotice('es', 'document_expiring', expiring).title).toBe(
    'El documento CPR Certificate de Rosa Martinez vence el 5 ene 2027',
  );
  expect(wordNotice('zh', 'document_expiring', expiring).title).toBe(
    'Rosa Martinez 的 CPR Certificate 將於 2027年1月5日 到期',
  );
  expect(
    wordNotice('vi', 'document_rejected', params({ documentName: 'Floor Plan', reason: 'Too dark' })),
  ).toEqual({ title: 'Floor Plan đã bị từ chối', body: 'Lý do: Too dark' });
  expect(wordNotice('tl', 'document_waived', params({ ...expiring, reason: 'Not needed' }))).toEqual({
    title: 'Hindi na kailangan ang CPR Certificate ni Rosa Martinez',
    body: 'Dahilan: Not needed',
  });
});

test('the e-mail greets, says the notice, and links; in English exactly as it always read', () => {
  const wording = wordNotice(
    'en',
    'document_rejected',
    params({ documentName: 'TB Test Results', reason: 'Unreadable.' }),
  );
  const url = 'https://haven.example/family?upload=abc';
  expect(noticeEmail('en', { kind: 'document_rejected', wording, name: null, url })).toEqual({
    subject: 'TB Test Results was rejected',
    text: `Hello,\n\nTB Test Results was rejected.\nReason: Unreadable.\n\nPlease upload a new copy here:\n${url}\n\nYou can also find this message under the bell in your Haven family portal.\n`,
  });
  const waived = wordNotice('zh', 'document_waived', params({ documentName: 'Floor Plan' }));
  expect(noticeEmail('zh', { kind: 'document_waived', wording: waived, name: 'Mei Lin', url }).text).toBe(
    `Mei Lin 您好：\n\n已不需要提供 Floor Plan。\n\n在這裡查看您的文件：\n${url}\n\n您也可以在 Haven 家庭入口網站的鈴鐺圖示中找到此訊息。\n`,
  );
});

test("a seeded checklist item is named in the reader's language; an item staff named reads as written", () => {
  const rejected = params({
    documentName: 'TB Test Results',
    memberName: 'Rosa Martinez',
    reason: 'Borrosa',
  });
  expect(wordNotice('es', 'document_rejected', rejected).title).toBe(
    'Se rechazó el documento Resultados de la prueba de tuberculosis (TB) de Rosa Martinez',
  );
  expect(wordNotice('en', 'document_rejected', rejected).title).toBe(
    "Rosa Martinez's TB Test Results was rejected",
  );
  expect(
    wordNotice('vi', 'document_waived', params({ documentName: 'Emergency Evacuation Floor Plan' })).title,
  ).toContain('Sơ đồ sơ tán khẩn cấp');
  expect(wordNotice('es', 'document_waived', params({ documentName: 'Floor Plan' })).title).toContain(
    'Floor Plan',
  );
});

test('a course assignment reads with its due date, in the family’s language', () => {
  const course = params({ documentName: '', courseTitle: 'Trauma-Informed Care', dueOn: '2027-01-05' });
  expect(wordNotice('en', 'course_assigned', course)).toEqual({
    title: 'New course assigned: Trauma-Informed Care',
    body: 'Please complete it by Jan 5, 2027.',
  });
  expect(wordNotice('vi', 'course_assigned', { ...course, dueOn: null })).toEqual({
    title: 'Khóa học mới được giao: Trauma-Informed Care',
    body: 'Quý vị có thể bắt đầu trong Hành trình học tập của tôi.',
  });
  expect(wordNotice('en', 'course_request_declined', course).body).toBe('');
});

test("a rejection's common reason reads in the family's language, the staff member's own words as written", () => {
  const reason = composeRejectionReason('cut_off', 'Page 2, bottom edge.');
  const { body } = wordNotice('vi', 'document_rejected', params({ documentName: 'Floor Plan', reason }));
  expect(body).toContain(
    'Một phần của trang bị cắt mất. Vui lòng tải lên toàn bộ trang.\nPage 2, bottom edge.',
  );
  expect(body).not.toContain('Part of the page is cut off');
});

test("staff's decision on a household change names the change, and a decline says why", () => {
  const tunde = params({ documentName: '', memberName: 'Tunde Adeyemi', householdChange: 'add_member' });
  expect(wordNotice('en', 'household_change_accepted', tunde)).toEqual({
    title: 'Tunde Adeyemi was added to your household',
    body: 'See what they still need to hand in on My Family.',
  });
  const address = params({ documentName: '', householdChange: 'new_address', reason: 'Send a lease first.' });
  expect(wordNotice('en', 'household_change_declined', address)).toEqual({
    title: 'Your new address was not accepted',
    body: "Your caseworker's note: Send a lease first.",
  });
  expect(wordNotice('es', 'household_change_declined', { ...tunde, reason: 'Llámenos.' })).toEqual({
    title: 'No se aceptó agregar a Tunde Adeyemi a su hogar',
    body: 'Nota de su trabajador social: Llámenos.',
  });
  expect(
    wordNotice('zh', 'household_change_accepted', { ...tunde, householdChange: 'remove_member' }).title,
  ).toBe('Tunde Adeyemi 已從您的家庭中移除');
});
