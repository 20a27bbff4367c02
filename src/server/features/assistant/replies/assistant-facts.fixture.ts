import type { LanguageCode } from '@shared/i18n/languages';
import type { AssistantFacts } from './assistant-facts';

/**
 * A family in step 4 with something of everything: two documents missing, one returned, training half done with an
 * overdue course, a check still processing, a home visit booked, a form to sign. Names arrive in the family's
 * language, as the conversations feature reads them.
 */
export function familyFacts(language: LanguageCode, overrides: Partial<AssistantFacts> = {}): AssistantFacts {
  return {
    language,
    timeZone: 'America/Los_Angeles',
    firstName: 'Maria',
    currentStep: 4,
    stepName: 'Document',
    totalSteps: 8,
    progressPercent: 37,
    daysInactive: 2,
    missingDocuments: [
      { requirementId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d01', name: MISSING_NAMES[language][0] },
      { requirementId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d02', name: MISSING_NAMES[language][1] },
    ],
    rejectedDocuments: [
      {
        documentId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d03',
        name: 'Pet Vaccination Records',
        reason: 'Photo is blurry',
      },
    ],
    documentsInReview: 1,
    training: {
      completedHours: 22,
      requiredHours: 40,
      openCourses: [
        {
          enrollmentId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d04',
          title: 'Trauma-Informed Parenting',
          dueDate: '2026-03-20',
          overdue: false,
        },
        {
          enrollmentId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d05',
          title: 'CPR & First Aid',
          dueDate: '2026-02-01',
          overdue: true,
        },
      ],
    },
    backgroundChecks: [
      { type: 'Live Scan (DOJ)', status: 'completed', expectedDate: null },
      { type: 'FBI', status: 'processing', expectedDate: '2026-03-12' },
    ],
    nextAppointment: { type: 'Home Study Visit', scheduledAt: '2026-03-10T17:30:00Z' },
    formsToSign: [{ formId: '0b7f1f3e-8d1a-4c55-9a57-6a1f1b2c3d06', title: 'Placement Agreement' }],
    caseworkerName: 'Sarah Johnson',
    emergencyNumbers: [],
    chattedWithin24h: false,
    activeWithinDay: true,
    ...overrides,
  };
}

/** Seeded checklist names as the family reads them in its language. */
export const MISSING_NAMES: Record<LanguageCode, [string, string]> = {
  en: ['Birth Certificate', 'Proof of Income'],
  es: ['Acta de nacimiento', 'Comprobante de ingresos'],
  zh: ['出生證明', '收入證明'],
  vi: ['Giấy khai sinh', 'Giấy chứng minh thu nhập'],
  tl: ['Birth Certificate', 'Katibayan ng Kita'],
};
