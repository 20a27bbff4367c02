import { expect, test } from 'vitest';
import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import { statusLook } from '@client/lib/status-looks';
import { checklistText } from '@client/lib/i18n/checklist-text';
import { documentsTranslations } from './test-i18n';
import { openUploadSlots } from './upload-slots';

let next = 0;
function doc(patch: Partial<JourneyDocument>): JourneyDocument {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: 'Proof of Income',
    type: 'upload',
    status: 'pending',
    rawStatus: 'pending',
    memberName: null,
    required: true,
    rejectionReason: null,
    waivedReason: null,
    validityMonths: null,
    expiresOn: null,
    processing: false,
    addedByStaff: false,
    ...patch,
  };
}

function step(id: number, title: string, documents: JourneyDocument[]): JourneyStep {
  return {
    id,
    title,
    description: '',
    status: 'pending',
    completedDate: null,
    daysRemaining: null,
    documents,
    actions: [],
  };
}

type ReplacementStatus = 'rejected' | 'expired';

/** The words the dialog uses: the documents texts of `language`; status words from the app (English here). */
function words(
  language: LanguageCode,
  status = (value: ReplacementStatus) => statusLook('familyDocument', value).label,
) {
  const { i18n, t } = documentsTranslations(language);
  return { t, documentName: checklistText(i18n).name, status };
}

const physician = doc({ name: "Physician's Report (LIC 503)", memberName: 'Maria Martinez' });
const insurance = doc({
  name: "Homeowner's or Renter's Insurance Declaration",
  rawStatus: 'rejected',
  validityMonths: 12,
});
const journey = {
  steps: [
    step(3, 'Determine', [doc({ rawStatus: 'approved', status: 'completed' }), doc({ type: 'form' })]),
    step(4, 'Document', [physician, insurance, doc({ rawStatus: 'submitted', status: 'in-progress' })]),
  ],
};

test('only uploads waiting for a file or a replacement are offered, grouped by step', () => {
  const slots = openUploadSlots(journey, words('en'));
  expect(slots.groups).toEqual([
    {
      group: 'Step 4 · Document',
      items: [
        { value: physician.id, label: "Physician's Report (LIC 503) (Maria Martinez)" },
        {
          value: insurance.id,
          label: "Homeowner's or Renter's Insurance Declaration · Rejected — please upload again",
        },
      ],
    },
  ]);
  expect(slots.targets.get(insurance.id)).toEqual({
    documentId: insurance.id,
    stepId: 4,
    documentName: "Homeowner's or Renter's Insurance Declaration",
    expires: true,
  });
  expect(slots.targets.get(physician.id)?.expires).toBe(false);
});

test("the choices read in the family's language; the upload still names the checklist item in English", () => {
  const statusInChinese = (value: ReplacementStatus) => (value === 'rejected' ? '已退回' : '已過期');
  const slots = openUploadSlots(journey, words('zh', statusInChinese));
  expect(slots.groups).toEqual([
    {
      group: '第 4 步・文件',
      items: [
        { value: physician.id, label: '醫師報告（LIC 503）（Maria Martinez）' },
        { value: insurance.id, label: '屋主或租屋保險聲明頁・已退回' },
      ],
    },
  ]);
  expect(slots.targets.get(physician.id)?.documentName).toBe("Physician's Report (LIC 503)");
});
