import type { TFunction } from 'i18next';
import type { FamilyActivityItem } from '@shared/family-portal/family-portal.schema';

/** How the names inside a sentence read in the family's language. */
export interface ActivityNames {
  /** A checklist document's name. */
  document: (english: string) => string;
  /** A journey step's title, by its number. */
  stepTitle: (stepId: number, english: string) => string;
  /** A calendar date ('2027-03-01'). */
  date: (isoDate: string) => string;
}

type T = TFunction<'familyPortal'>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One Recent Activity line in the family's language, worded from the row's action and values (the server words
 * the same values in English for `description`, which the staff feed reads). Staff-written values (reasons,
 * task titles, names) stay as written. An action without words here, or a row missing a value its sentence
 * needs (written before the value was recorded), reads as the English sentence.
 */
export function activityText(
  t: T,
  item: Pick<FamilyActivityItem, 'action' | 'params' | 'description'>,
  names: ActivityNames,
): string {
  return worded(t, item, names) || item.description;
}

/** The sentence from the values; falsy when a value it needs is missing or the action has no words here. */
function worded(
  t: T,
  { action, params: p }: Pick<FamilyActivityItem, 'action' | 'params'>,
  names: ActivityNames,
) {
  const { who } = p;
  const document = documentText(t, p, names);
  switch (action) {
    case 'auth.email_confirmed':
      return t('activity.events.emailConfirmed', { who });
    case 'auth.sign_in':
      return p.count
        ? t('activity.events.signedInTimes', { who, count: p.count })
        : t('activity.events.signedIn', { who });
    case 'auth.password_reset':
      return t('activity.events.passwordReset', { who });
    case 'auth.invitation_accepted':
      return t('activity.events.invitationAccepted', { who });
    case 'document.uploaded':
      return (
        document &&
        (p.replacement
          ? t('activity.events.uploadedNewFile', { who, document })
          : t('activity.events.uploaded', { who, document }))
      );
    case 'document.processed':
      return document && t('activity.events.processed', { who, document });
    case 'document.approved':
      return document && t('activity.events.approved', { who, document });
    case 'document.rejected':
      return document && t('activity.events.rejected', { who, document });
    case 'document.waived':
      return (
        document &&
        (p.reason
          ? t('activity.events.waivedWithReason', { who, document, reason: p.reason })
          : t('activity.events.waived', { who, document }))
      );
    case 'document.requirement_added':
      return document && t('activity.events.requirementAdded', { who, document });
    case 'document.reinstated':
      return document && t('activity.events.reinstated', { who, document });
    case 'document.expiry_set':
      return (
        document &&
        p.date &&
        ISO_DATE.test(p.date) &&
        t('activity.events.expirySet', { who, document, date: names.date(p.date) })
      );
    case 'document.expired':
      return document && t('activity.events.expired', { who, document });
    case 'family.created':
      return (
        p.caseNumber &&
        p.familyName &&
        t('activity.events.caseOpened', { who, caseNumber: p.caseNumber, familyName: p.familyName })
      );
    case 'family.step_moved':
      return stepMoved(t, p, names);
    case 'family.household_member_added':
      return p.name && t('activity.events.memberAdded', { who, name: p.name });
    case 'family.household_member_updated':
      return p.name && t('activity.events.memberUpdated', { who, name: p.name });
    case 'family.household_member_removed':
      return p.name && t('activity.events.memberRemoved', { who, name: p.name });
    case 'family.support_staff_updated':
      return t('activity.events.supportTeamUpdated', { who });
    case 'family.invitation_sent':
      return p.email && t('activity.events.invitationSent', { who, email: p.email });
    case 'family.task_completed':
      return p.title
        ? t('activity.events.taskCompleted', { who, title: p.title })
        : t('activity.events.taskCompletedUntitled', { who });
    case 'family.task_reopened':
      return p.title
        ? t('activity.events.taskReopened', { who, title: p.title })
        : t('activity.events.taskReopenedUntitled', { who });
    case 'decision.made':
      // Told to the family about its own application, whoever decided ("Your application was denied").
      return p.decision && t(`activity.decisions.${p.decision}`);
    default:
      return '';
  }
}

/** The item in the family's language, with the member whose own item it is ("TB Test Results for Carlos"). */
function documentText(t: T, p: FamilyActivityItem['params'], names: ActivityNames): string {
  if (!p.document) return '';
  const document = names.document(p.document);
  return p.member ? t('activity.documentOfMember', { document, member: p.member }) : document;
}

/** family.step_moved: approved, moved forward or returned, with staff's reason when they gave one. */
function stepMoved(t: T, p: FamilyActivityItem['params'], names: ActivityNames): string {
  const { who, reason } = p;
  if (p.approved)
    return reason
      ? t('activity.events.familyApprovedWithReason', { who, reason })
      : t('activity.events.familyApproved', { who });
  if (p.step === undefined || !p.stepName) return '';
  const values = { who, step: p.step, stepName: names.stepTitle(p.step, p.stepName) };
  if (p.direction === 'return')
    return reason
      ? t('activity.events.returnedToStepWithReason', { ...values, reason })
      : t('activity.events.returnedToStep', values);
  return reason
    ? t('activity.events.movedToStepWithReason', { ...values, reason })
    : t('activity.events.movedToStep', values);
}
