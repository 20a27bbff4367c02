import type { TFunction } from 'i18next';
import type { ActivityItem } from '@shared/family-portal/family-portal.schema';

/** How the names inside a sentence read in the family's language. */
export interface ActivityNames {
  /** A checklist document's name. */
  document: (english: string) => string;
  /** A journey step's title, by its number. */
  stepTitle: (stepId: number, english: string) => string;
  /** A calendar date ('2027-03-01'). */
  date: (isoDate: string) => string;
}

type Parts = Record<string, string | undefined> & { who: string };
type T = TFunction<'familyPortal'>;

interface SentenceRule {
  /** The English sentence after '<who> ' (describeAuditEvent() in shared/audit), with named groups. */
  pattern: string;
  /** The sentence in the family's language; null keeps the English one. */
  render: (t: T, parts: Parts, names: ActivityNames) => string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The family feed's actions. The server words each audit row in English (the staff feed reads the same
 * sentences); the family's feed reads the sentence back into its parts here and words it again. Staff-written
 * parts (reasons, task titles, names) stay as written; an action or shape not listed keeps its English sentence.
 */
const RULES: Readonly<Record<string, SentenceRule>> = {
  'auth.email_confirmed': {
    pattern: 'confirmed their e-mail address',
    render: (t, p) => t('activity.events.emailConfirmed', { who: p.who }),
  },
  // collapseRepeats() (shared/family-context/activity-rules) adds ' 3 times' to a run of sign-ins.
  'auth.sign_in': {
    pattern: 'signed in(?: (?<count>\\d+) times)?',
    render: (t, p) =>
      p.count
        ? t('activity.events.signedInTimes', { who: p.who, count: Number(p.count) })
        : t('activity.events.signedIn', { who: p.who }),
  },
  'auth.password_reset': {
    pattern: 'set a new password',
    render: (t, p) => t('activity.events.passwordReset', { who: p.who }),
  },
  'auth.invitation_accepted': {
    pattern: 'accepted the invitation to the family portal',
    render: (t, p) => t('activity.events.invitationAccepted', { who: p.who }),
  },
  'document.uploaded': {
    pattern: 'uploaded (?<newFile>a new file for )?(?<document>.+)',
    render: (t, p, n) => {
      const values = { who: p.who, document: n.document(p.document ?? '') };
      return p.newFile ? t('activity.events.uploadedNewFile', values) : t('activity.events.uploaded', values);
    },
  },
  'document.processed': {
    pattern: 'processed (?<document>.+)',
    render: (t, p, n) =>
      t('activity.events.processed', { who: p.who, document: n.document(p.document ?? '') }),
  },
  'document.approved': {
    pattern: 'approved (?<document>.+)',
    render: (t, p, n) =>
      t('activity.events.approved', { who: p.who, document: n.document(p.document ?? '') }),
  },
  'document.rejected': {
    pattern: 'rejected (?<document>.+)',
    render: (t, p, n) =>
      t('activity.events.rejected', { who: p.who, document: n.document(p.document ?? '') }),
  },
  'document.waived': {
    pattern: 'waived (?<document>.+?)(?:: (?<reason>.+))?',
    render: (t, p, n) => {
      const values = { who: p.who, document: n.document(p.document ?? '') };
      return p.reason
        ? t('activity.events.waivedWithReason', { ...values, reason: p.reason })
        : t('activity.events.waived', values);
    },
  },
  'document.requirement_added': {
    pattern: 'asked the family for (?<document>.+)',
    render: (t, p, n) =>
      t('activity.events.requirementAdded', { who: p.who, document: n.document(p.document ?? '') }),
  },
  'document.expiry_set': {
    pattern: 'set (?<document>.+) to expire on (?<date>.+)',
    render: (t, p, n) =>
      p.date && ISO_DATE.test(p.date)
        ? t('activity.events.expirySet', {
            who: p.who,
            document: n.document(p.document ?? ''),
            date: n.date(p.date),
          })
        : null,
  },
  'document.expired': {
    pattern: 'marked (?<document>.+) expired and asked the family for a new copy',
    render: (t, p, n) => t('activity.events.expired', { who: p.who, document: n.document(p.document ?? '') }),
  },
  'family.created': {
    pattern: 'opened case (?<caseNumber>.+?) for the (?<familyName>.+)',
    render: (t, p) =>
      t('activity.events.caseOpened', {
        who: p.who,
        caseNumber: p.caseNumber ?? '',
        familyName: p.familyName ?? '',
      }),
  },
  'family.step_moved': {
    pattern:
      '(?:(?<approved>approved the family)|(?<verb>moved|returned) the family to step (?<step>\\d+) \\((?<stepName>[^)]*)\\))(?:: (?<reason>.+))?',
    render: (t, p, n) => {
      const reason = p.reason;
      if (p.approved)
        return reason
          ? t('activity.events.familyApprovedWithReason', { who: p.who, reason })
          : t('activity.events.familyApproved', { who: p.who });
      const step = Number(p.step);
      const values = { who: p.who, step, stepName: n.stepTitle(step, p.stepName ?? '') };
      if (p.verb === 'returned')
        return reason
          ? t('activity.events.returnedToStepWithReason', { ...values, reason })
          : t('activity.events.returnedToStep', values);
      return reason
        ? t('activity.events.movedToStepWithReason', { ...values, reason })
        : t('activity.events.movedToStep', values);
    },
  },
  'family.household_member_added': {
    pattern: 'added (?<name>.+) to the household',
    render: (t, p) => t('activity.events.memberAdded', { who: p.who, name: p.name ?? '' }),
  },
  'family.household_member_updated': {
    pattern: 'updated the details of (?<name>.+)',
    render: (t, p) => t('activity.events.memberUpdated', { who: p.who, name: p.name ?? '' }),
  },
  'family.household_member_removed': {
    pattern: 'removed (?<name>.+) from the household',
    render: (t, p) => t('activity.events.memberRemoved', { who: p.who, name: p.name ?? '' }),
  },
  'family.support_staff_updated': {
    pattern: "updated the family's support team",
    render: (t, p) => t('activity.events.supportTeamUpdated', { who: p.who }),
  },
  'family.invitation_sent': {
    pattern: 'invited (?<email>.+) to the family portal',
    render: (t, p) => t('activity.events.invitationSent', { who: p.who, email: p.email ?? '' }),
  },
  'family.task_completed': {
    pattern: '(?:completed the task "(?<title>.*)"|(?<untitled>completed a task))',
    render: (t, p) =>
      p.untitled
        ? t('activity.events.taskCompletedUntitled', { who: p.who })
        : t('activity.events.taskCompleted', { who: p.who, title: p.title ?? '' }),
  },
  'family.task_reopened': {
    pattern: '(?:reopened the task "(?<title>.*)"|(?<untitled>reopened a task))',
    render: (t, p) =>
      p.untitled
        ? t('activity.events.taskReopenedUntitled', { who: p.who })
        : t('activity.events.taskReopened', { who: p.who, title: p.title ?? '' }),
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who a sentence starts with: the actor, or Haven for work nobody did by hand (SYSTEM_ACTOR_NAME). */
const SYSTEM_ACTOR = 'Haven';

/** One Recent Activity line in the family's language (the English sentence when it cannot be read back). */
export function activityText(
  t: T,
  item: Pick<ActivityItem, 'action' | 'actorName' | 'description'>,
  names: ActivityNames,
): string {
  const rule = RULES[item.action];
  if (!rule) return item.description;
  const who = item.actorName ?? SYSTEM_ACTOR;
  const match = new RegExp(`^${escapeRegExp(who)} ${rule.pattern}$`).exec(item.description);
  if (!match) return item.description;
  return rule.render(t, { ...match.groups, who }, names) ?? item.description;
}

/** The actions whose sentences the family's feed words again. */
export const TRANSLATED_ACTIONS: readonly string[] = Object.keys(RULES);
