import type { MantineColor } from '@mantine/core';
import type { CheckStatus } from '@shared/background-checks/background-check-rules';
import type { ReportStatus } from '@shared/decisions/decision-rules';
import type { DocumentStatus, ProcessingStatus } from '@shared/documents/documents.schema';
import type { FamilyStatus } from '@shared/families/families.limits';
import type { Appointment, BackgroundCheckStatus } from '@shared/families/families.schema';
import type { Announcement, FamilyTask, HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { JourneyStep } from '@shared/journey/journey.schema';
import type { InterviewStatus } from '@shared/family-evaluation/family-evaluation.limits';
import type {
  AssessmentStatus,
  CorrectionStatus,
  ItemResult,
} from '@shared/home-assessment/home-assessment-rules';
import type { HouseholdChangeStatus } from '@shared/household-changes/household-changes.limits';
import type { ImportStatus } from '@shared/learning/learning-vocabulary';

export interface StatusLook {
  label: string;
  color: MantineColor;
}

/**
 * Every status Haven shows, in words and colour, once: a status reads the same on every page (the colour is
 * never the only signal). Adding a value to a shared status list does not compile until it has a look here.
 */
const DOCUMENT_LOOKS = {
  pending: { label: 'Pending', color: 'gray' },
  submitted: { label: 'Submitted', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
  approved: { label: 'Approved', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
  waived: { label: 'Waived', color: 'grape' },
  expired: { label: 'Expired', color: 'orange' },
} satisfies Record<DocumentStatus, StatusLook>;

const PROCESSING_LOOKS = {
  pending: { label: 'Queued', color: 'gray' },
  processing: { label: 'Processing', color: 'blue' },
  completed: { label: 'Processed', color: 'teal' },
  failed: { label: 'Processing failed', color: 'red' },
} satisfies Record<ProcessingStatus, StatusLook>;

/** The same words, plus what the family has to do about it. */
const withHint = (look: StatusLook, hint: string): StatusLook => ({
  ...look,
  label: `${look.label} — ${hint}`,
});

/** What a family sees of a requested document (familyDocumentStatus() picks the key). */
export type FamilyDocumentStatus = DocumentStatus | 'processing';

export const STATUS_LOOKS = {
  document: DOCUMENT_LOOKS,
  processing: PROCESSING_LOOKS,
  /** Family pages: the staff words, with what to do when a new copy is needed, and "Processing" while it is read. */
  familyDocument: {
    ...DOCUMENT_LOOKS,
    rejected: withHint(DOCUMENT_LOOKS.rejected, 'please upload again'),
    expired: withHint(DOCUMENT_LOOKS.expired, 'needs a new copy'),
    processing: PROCESSING_LOOKS.processing,
  } satisfies Record<FamilyDocumentStatus, StatusLook>,
  journey: {
    completed: { label: 'Completed', color: 'teal' },
    'in-progress': { label: 'In Progress', color: 'blue' },
    pending: { label: 'Pending', color: 'gray' },
    'needs-revision': { label: 'Needs Revision', color: 'orange' },
  } satisfies Record<JourneyStep['status'], StatusLook>,
  /** The family evaluation's interviews (staff). */
  interview: {
    draft: { label: 'Draft', color: 'gray' },
    final: { label: 'Final', color: 'teal' },
  } satisfies Record<InterviewStatus, StatusLook>,
  /** The home environment assessment (staff). */
  homeAssessment: {
    not_started: { label: 'Not started', color: 'gray' },
    in_progress: { label: 'In progress', color: 'blue' },
    completed: { label: 'Completed', color: 'teal' },
  } satisfies Record<AssessmentStatus, StatusLook>,
  assessmentItem: {
    pass: { label: 'Pass', color: 'teal' },
    needs_correction: { label: 'Needs correction', color: 'orange' },
    not_applicable: { label: 'Not applicable', color: 'gray' },
  } satisfies Record<ItemResult, StatusLook>,
  correction: {
    open: { label: 'Waiting for the family', color: 'yellow' },
    answered: { label: 'Answered by the family', color: 'blue' },
    accepted: { label: 'Accepted', color: 'teal' },
  } satisfies Record<CorrectionStatus, StatusLook>,
  /** The written report (issue 45, staff). */
  report: {
    draft: { label: 'Draft', color: 'gray' },
    submitted: { label: 'Submitted for review', color: 'blue' },
    returned: { label: 'Returned', color: 'orange' },
    approved: { label: 'Approved', color: 'teal' },
  } satisfies Record<ReportStatus, StatusLook>,
  family: {
    active: { label: 'Active', color: 'teal' },
    on_hold: { label: 'On hold', color: 'grape' },
    approved: { label: 'Approved', color: 'blue' },
    withdrawn: { label: 'Withdrawn', color: 'gray' },
    denied: { label: 'Denied', color: 'red' },
    rescinded: { label: 'Approval rescinded', color: 'red' },
  } satisfies Record<FamilyStatus, StatusLook>,
  backgroundCheck: {
    processing: { label: 'Processing', color: 'blue' },
    completed: { label: 'Completed', color: 'teal' },
    pending: { label: 'Pending', color: 'gray' },
  } satisfies Record<BackgroundCheckStatus, StatusLook>,
  /** One adult's check as staff see it (issue 43); the overall word above stays the family's three. */
  check: {
    not_started: { label: 'Not started', color: 'gray' },
    submitted: { label: 'Submitted', color: 'blue' },
    in_process: { label: 'In process', color: 'cyan' },
    cleared: { label: 'Cleared', color: 'teal' },
    needs_exemption: { label: 'Needs exemption', color: 'orange' },
    exemption_granted: { label: 'Exemption granted', color: 'grape' },
    denied: { label: 'Denied', color: 'red' },
  } satisfies Record<CheckStatus, StatusLook>,
  appointment: {
    scheduled: { label: 'Scheduled', color: 'blue' },
    completed: { label: 'Completed', color: 'teal' },
    cancelled: { label: 'Cancelled', color: 'gray' },
    no_show: { label: 'No show', color: 'red' },
  } satisfies Record<Appointment['status'], StatusLook>,
  householdMember: {
    complete: { label: 'Complete', color: 'teal' },
    nearly_complete: { label: 'Nearly Complete', color: 'yellow' },
    in_progress: { label: 'In Progress', color: 'blue' },
  } satisfies Record<HouseholdMember['status'], StatusLook>,
  /** A change to the household the family proposed (issue 44); the family reads its own words for them. */
  householdChange: {
    proposed: { label: 'Proposed', color: 'yellow' },
    accepted: { label: 'Accepted', color: 'teal' },
    declined: { label: 'Declined', color: 'red' },
    withdrawn: { label: 'Withdrawn', color: 'gray' },
  } satisfies Record<HouseholdChangeStatus, StatusLook>,
  courseImport: {
    pending: { label: 'Pending', color: 'gray' },
    processing: { label: 'Processing', color: 'blue' },
    completed: { label: 'Completed', color: 'teal' },
    failed: { label: 'Failed', color: 'red' },
  } satisfies Record<ImportStatus, StatusLook>,
  priority: {
    urgent: { label: 'urgent', color: 'red' },
    high: { label: 'high', color: 'orange' },
    medium: { label: 'medium', color: 'blue' },
    low: { label: 'low', color: 'gray' },
  } satisfies Record<FamilyTask['priority'] | Announcement['priority'], StatusLook>,
};

export type StatusKind = keyof typeof STATUS_LOOKS;
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_LOOKS)[K];

export function statusLook<K extends StatusKind>(kind: K, status: StatusOf<K>): StatusLook {
  return (STATUS_LOOKS[kind] as Record<StatusOf<K>, StatusLook>)[status];
}

/** Every value of a status kind, in table order (filters and URL checks; no zod in the page bundle). */
export function statusValues<K extends StatusKind>(kind: K): StatusOf<K>[] {
  return Object.keys(STATUS_LOOKS[kind]) as StatusOf<K>[];
}

/** A handed-in file that processing has not read yet reads "Processing"; otherwise the stored status. */
export function familyDocumentStatus(document: {
  rawStatus: DocumentStatus;
  processing: boolean;
}): FamilyDocumentStatus {
  return document.processing ? 'processing' : document.rawStatus;
}
