import {
  nextStatuses,
  type CheckStatus,
  type RecordedStatus,
} from '@shared/background-checks/background-check-rules';
import type { RecordCheckBody, StaffCheck } from '@shared/background-checks/background-checks.schema';
import { statusLook } from '@client/lib/status-looks';

/** The statuses the Record result form offers for a check now (the server's rule), as select options. */
export function recordOptions(status: CheckStatus): { value: RecordedStatus; label: string }[] {
  return nextStatuses(status).map((value) => ({ value, label: statusLook('check', value).label }));
}

/** The exemption waiting for a decision, if any. */
export function pendingExemption(check: StaffCheck) {
  const exemption = check.details?.exemption ?? null;
  return check.status === 'needs_exemption' && exemption && exemption.decision === null ? exemption : null;
}

/** What staff may do with a check now, given what they may do at all. */
export function checkActions(
  check: StaffCheck,
  can: { canRecord: boolean; canDecideExemptions: boolean },
): { record: boolean; requestExemption: boolean; decide: boolean } {
  const pending = pendingExemption(check);
  return {
    record: can.canRecord && check.details !== null && nextStatuses(check.status).length > 0,
    requestExemption: can.canRecord && check.status === 'needs_exemption' && pending === null,
    decide: can.canDecideExemptions && pending !== null,
  };
}

export interface RecordFormValues {
  status: RecordedStatus | null;
  submittedDate: string;
  expectedDate: string;
  resultDate: string;
  note: string;
  receiptDocumentId: string | null;
}

/** The form's starting values: the first status it may move to, and what is recorded already. */
export function recordFormValues(check: StaffCheck): RecordFormValues {
  const details = check.details;
  return {
    status: nextStatuses(check.status)[0] ?? null,
    submittedDate: details?.submittedDate ?? '',
    expectedDate: details?.expectedDate ?? '',
    resultDate: details?.resultDate ?? '',
    note: details?.note ?? '',
    receiptDocumentId: details?.receipt?.id ?? null,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PUT body from the form, with the version the change is based on. */
export function recordBody(
  values: RecordFormValues & { status: RecordedStatus },
  version: number,
): RecordCheckBody {
  return {
    status: values.status,
    submittedDate: orNull(values.submittedDate),
    expectedDate: orNull(values.expectedDate),
    resultDate: orNull(values.resultDate),
    note: orNull(values.note),
    receiptDocumentId: values.receiptDocumentId,
    version,
  };
}

/** '12 days', '1 day', '—' when not known. */
export function daysWaitingLabel(days: number | null): string {
  if (days === null) return '—';
  return days === 1 ? '1 day' : `${days} days`;
}
