import type { LanguageCode } from '../../../../shared/i18n/languages';

/**
 * Everything the family assistant may say about a family, read from the database for the signed-in family
 * only (issue 16). Replies are written from these facts and nothing else; names of seeded checklist items
 * arrive already translated into `language`, items staff added read as staff wrote them.
 */
export interface AssistantFacts {
  language: LanguageCode;
  /**
   * The family's IANA time zone (families.timezone, else the agency's, default 'America/Los_Angeles'): appointment
   * days and times are written in it.
   */
  timeZone: string;
  /** "Maria" — the primary contact's preferred first name. */
  firstName: string;
  currentStep: number;
  stepName: string;
  totalSteps: number;
  progressPercent: number;
  /** Days since the family last did anything (sign-in, upload, lesson). */
  daysInactive: number;
  missingDocuments: { requirementId: string; name: string }[];
  rejectedDocuments: { documentId: string; name: string; reason: string | null }[];
  documentsInReview: number;
  training: {
    completedHours: number;
    requiredHours: number;
    /** Required or assigned courses not yet completed, soonest due first. */
    openCourses: { enrollmentId: string; title: string; dueDate: string | null; overdue: boolean }[];
  };
  backgroundChecks: {
    type: string;
    status: 'processing' | 'completed' | 'pending';
    expectedDate: string | null;
  }[];
  nextAppointment: { type: string; scheduledAt: string } | null;
  formsToSign: { formId: string; title: string }[];
  caseworkerName: string | null;
  /** Set by the agency in System Configuration; shown with every safety reply. */
  emergencyNumbers: { label: string; number: string }[];
  /** True when the assistant chatted with the family within the last 24 hours (training reminder trigger). */
  chattedWithin24h: boolean;
  /** True when the family was active within the last day (celebration trigger). */
  activeWithinDay: boolean;
}
