import { PERMISSION_CATALOGUE, type PermissionKey } from '@shared/auth/permissions';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { EXPIRING_SOON_DAYS } from '@shared/documents/documents.schema';
import { expiringSoonBy } from '@shared/documents/expiry';
import { APPLICATION_STEPS, JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { PATHS } from '@shared/paths';
import {
  type StaffAnswerLink,
  type StaffIntent,
  STAFF_INTENT_PERMISSIONS,
} from '@shared/staff-assistant/staff-assistant.schema';
import {
  STAFF_DOCUMENTS_EXPIRING,
  STAFF_DOCUMENTS_FAILED,
  STAFF_DOCUMENTS_SUBMITTED,
} from '@shared/staff-dashboard/staff-dashboard-links';
import type { Conn } from '../../db/client';
import { familyLink, listLink } from './staff-answer-links';
import * as repo from './staff-assistant.repository';

/** Answers to the agency-wide questions, from one statement each; the caller has checked the permission. */

export interface StaffAnswer {
  content: string;
  links: StaffAnswerLink[];
}

/** Families named in a list answer, and linked under it. */
export const LISTED_MAX = 5;
const DAY_MS = 86_400_000;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const stepLabel = (step: number) => `step ${step} (${JOURNEY_STEPS[step - 1]?.title ?? ''})`;
const familiesInStepPath = (step: number) => `${PATHS.families}?step=${step}`;

/** The permissions' names, as the Permissions page shows them ("Manage Documents or Assign Courses"). */
export function permissionNames(keys: readonly PermissionKey[]): string {
  return keys.map((key) => PERMISSION_CATALOGUE.find((p) => p.key === key)?.name ?? key).join(' or ');
}

/** A polite no that names what is missing and says nothing about the data. */
export function refusal(intent: StaffIntent): StaffAnswer {
  const needed = STAFF_INTENT_PERMISSIONS[intent];
  return {
    content: `Sorry, I can't answer that for you: it needs the ${permissionNames(needed)} permission. An administrator can grant it under Permissions.`,
    links: [],
  };
}

export async function answerDocuments(
  db: Conn,
  granted: readonly PermissionKey[],
  intent: 'documents_waiting_review' | 'documents_failed_processing' | 'documents_expiring',
  now: Date,
): Promise<StaffAnswer> {
  const figures = await repo.documentFigures(db, expiringSoonBy(now));
  const page = STAFF_PAGES.documents;
  if (intent === 'documents_failed_processing') {
    return {
      content:
        figures.failed === 0
          ? 'No uploads failed processing.'
          : `${plural(figures.failed, 'upload', 'uploads')} could not be processed automatically and need a look.`,
      links: listLink(granted, 'Open documents that failed processing', STAFF_DOCUMENTS_FAILED, page),
    };
  }
  if (intent === 'documents_expiring') {
    return {
      content:
        figures.expiring === 0
          ? `No approved documents expire within ${EXPIRING_SOON_DAYS} days, and none have expired.`
          : `${plural(figures.expiring, 'approved document expires', 'approved documents expire')} within ${EXPIRING_SOON_DAYS} days or ${figures.expiring === 1 ? 'has' : 'have'} expired.`,
      links: listLink(granted, 'Open expiring documents', STAFF_DOCUMENTS_EXPIRING, page),
    };
  }
  const oldest = figures.oldestWaiting
    ? Math.floor((now.getTime() - new Date(figures.oldestWaiting).getTime()) / DAY_MS)
    : null;
  return {
    content:
      figures.waiting === 0
        ? 'No documents are waiting for review.'
        : `${plural(figures.waiting, 'document is', 'documents are')} waiting for review.` +
          (oldest === null ? '' : ` The oldest was handed in ${plural(oldest, 'day', 'days')} ago.`),
    links: listLink(granted, 'Open the review queue', STAFF_DOCUMENTS_SUBMITTED, page),
  };
}

const outOfRangeStep = (step: number): StaffAnswer => ({
  content: `The approval journey has ${TOTAL_JOURNEY_STEPS} steps; there is no step ${step}. Ask about step 1 to ${TOTAL_JOURNEY_STEPS}.`,
  links: [],
});

/** "Which families are in step 4 for more than 30 days": active families, longest waiting first. */
export async function answerFamiliesInStep(
  db: Conn,
  granted: readonly PermissionKey[],
  step: number,
  days: number,
  now: Date,
): Promise<StaffAnswer> {
  if (step < 1 || step > TOTAL_JOURNEY_STEPS) return outOfRangeStep(step);
  const { total, families } = await repo.familiesInStepSince(
    db,
    step,
    new Date(now.getTime() - days * DAY_MS),
    LISTED_MAX,
  );
  const stepLink = listLink(
    granted,
    `All Families in step ${step}`,
    familiesInStepPath(step),
    STAFF_PAGES.families,
  );
  if (total === 0) {
    return {
      content: `No active family has been in ${stepLabel(step)} for more than ${plural(days, 'day', 'days')}.`,
      links: stepLink,
    };
  }
  const named = families.map(
    (f) =>
      `${f.name} (${plural(Math.floor((now.getTime() - new Date(f.enteredAt).getTime()) / DAY_MS), 'day', 'days')})`,
  );
  const more = total > families.length ? `, and ${total - families.length} more` : '';
  return {
    content: `${plural(total, 'active family has', 'active families have')} been in ${stepLabel(step)} for more than ${plural(days, 'day', 'days')}: ${named.join(', ')}${more}.`,
    links: [...stepLink, ...families.flatMap((f) => familyLink(granted, f))],
  };
}

/** Active families per step, or in one step, and how many are still applying. */
export async function answerFamiliesByStep(
  db: Conn,
  granted: readonly PermissionKey[],
  step: number | undefined,
): Promise<StaffAnswer> {
  if (step !== undefined && (step < 1 || step > TOTAL_JOURNEY_STEPS)) return outOfRangeStep(step);
  const rows = await repo.activeFamiliesByStep(db);
  const count = (s: number) => rows.find((r) => r.step === s)?.families ?? 0;
  if (step !== undefined) {
    return {
      content: `${plural(count(step), 'active family is', 'active families are')} in ${stepLabel(step)}.`,
      links: listLink(
        granted,
        `All Families in step ${step}`,
        familiesInStepPath(step),
        STAFF_PAGES.families,
      ),
    };
  }
  const total = rows.reduce((sum, r) => sum + r.families, 0);
  const applying = APPLICATION_STEPS.reduce((sum, s) => sum + count(s), 0);
  const perStep = JOURNEY_STEPS.map((s) => `step ${s.id} ${s.title}: ${count(s.id)}`).join('; ');
  return {
    content: `${plural(total, 'active family', 'active families')} in all, ${applying} of them in the application steps (${APPLICATION_STEPS.join(' and ')}). By step: ${perStep}.`,
    links: [
      ...listLink(granted, 'All Families', PATHS.families, STAFF_PAGES.families),
      ...listLink(granted, 'Applications', PATHS.applications, STAFF_PAGES.applications),
    ],
  };
}

/** Required courses past their due date and not completed, soonest due first. */
export async function answerOverdueCourses(
  db: Conn,
  granted: readonly PermissionKey[],
  now: Date,
): Promise<StaffAnswer> {
  const { total, families, items } = await repo.overdueRequiredCourses(
    db,
    now.toISOString().slice(0, 10),
    LISTED_MAX,
  );
  const page = listLink(
    granted,
    'Course Assignments',
    PATHS.courseAssignments,
    STAFF_PAGES.courseAssignments,
  );
  if (total === 0) return { content: 'No required course is overdue.', links: page };
  const listed = items.map((i) => `${i.familyName}: ${i.courseTitle} (due ${i.dueDate})`);
  const more = total > items.length ? `; and ${total - items.length} more` : '';
  return {
    content: `${plural(total, 'required course is', 'required courses are')} overdue for ${plural(families, 'family', 'families')}: ${listed.join('; ')}${more}.`,
    links: [
      ...page,
      ...items
        .filter((item, i) => items.findIndex((other) => other.familyId === item.familyId) === i)
        .flatMap((i) => familyLink(granted, { id: i.familyId, name: i.familyName })),
    ],
  };
}
