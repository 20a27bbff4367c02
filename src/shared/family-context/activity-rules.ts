import type { z } from 'zod';
import {
  AUDIT_EVENTS,
  type AuditAction,
  type AuditDetails,
  describeAuditEvent,
  isAuditAction,
  SYSTEM_ACTOR_NAME,
} from '../audit/audit-events';
import type { ActivityParams, FamilyActivityItem } from '../family-portal/family-portal.schema';

/** Feed actions that say nothing new when repeated: a run of them by one person reads as one line. */
export const REPEATABLE_ACTIONS: readonly string[] = ['auth.sign_in'];

/** How many more audit rows a feed reads than it shows, so collapsed runs still leave a full list. */
export const FEED_OVERFETCH = 5;

interface FeedRow {
  action: string;
  actorName: string | null;
  description: string;
  /** When present, a collapsed run also says how many events it stands for here. */
  params?: { count?: number };
}

/**
 * Newest-first feed items with each run of consecutive REPEATABLE_ACTIONS by the same person collapsed into
 * its newest item ('Maria Martinez signed in 4 times'); everything else is kept as it is.
 */
export function collapseRepeats<T extends FeedRow>(items: readonly T[]): T[] {
  const result: { item: T; count: number }[] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (
      last &&
      REPEATABLE_ACTIONS.includes(item.action) &&
      last.item.action === item.action &&
      last.item.actorName === item.actorName
    ) {
      last.count += 1;
    } else {
      result.push({ item, count: 1 });
    }
  }
  return result.map(({ item, count }) => {
    if (count === 1) return item;
    const collapsed = { ...item, description: `${item.description} ${count} times` };
    return item.params ? { ...collapsed, params: { ...item.params, count } } : collapsed;
  });
}

type SentenceValues = Omit<ActivityParams, 'who' | 'count'>;

/** A document event's item and, for a member's own item, the member (absent in rows written before). */
function documentOf(d: { documentName?: string; memberName?: string }): SentenceValues {
  return { document: d.documentName, member: d.memberName };
}

/**
 * For each action the family's client words, the values its English sentence (AUDIT_EVENTS[action].sentence)
 * shows, picked from the row's details; nothing the sentence leaves out (file sizes, a rejection's reason,
 * roles). Details are partial: rows written before a field existed lack it.
 */
const SENTENCE_VALUES: { [A in AuditAction]?: (details: Partial<AuditDetails<A>>) => SentenceValues } = {
  'document.uploaded': (d) => ({ ...documentOf(d), replacement: d.replacement }),
  'document.processed': documentOf,
  'document.approved': documentOf,
  'document.rejected': documentOf,
  'document.waived': (d) => ({ ...documentOf(d), reason: d.reason || undefined }),
  'document.reinstated': documentOf,
  'document.requirement_added': documentOf,
  'document.expiry_set': (d) => ({ ...documentOf(d), date: d.expiresOn }),
  'document.expired': documentOf,
  'family.created': (d) => ({ caseNumber: d.caseNumber || undefined, familyName: d.familyName }),
  'family.step_moved': (d) => ({
    step: d.to,
    stepName: d.stepName,
    direction: d.direction,
    approved: d.status === 'approved' && d.direction === 'advance',
    reason: d.reason || undefined,
  }),
  'decision.made': (d) => ({ decision: d.kind }),
  'family.household_member_added': (d) => ({ name: d.name }),
  'family.household_member_updated': (d) => ({ name: d.name }),
  'family.household_member_removed': (d) => ({ name: d.name }),
  'family.invitation_sent': (d) => ({ email: d.email }),
  'family.task_completed': (d) => ({ title: d.title || undefined }),
  'family.task_reopened': (d) => ({ title: d.title || undefined }),
};

/** Each action's lenient details schema, made once: a schema is compiled on its first parse. */
const lenientDetails = new Map<AuditAction, z.ZodType<Record<string, unknown>>>();

function detailsOf(action: AuditAction, details: unknown): Record<string, unknown> {
  let lenient = lenientDetails.get(action);
  if (!lenient) {
    lenient = AUDIT_EVENTS[action].details.partial() as z.ZodType<Record<string, unknown>>;
    lenientDetails.set(action, lenient);
  }
  const parsed = lenient.safeParse(details ?? {});
  return parsed.success ? parsed.data : {};
}

/** The values of one audit row's feed sentence (undefined ones left out, so they are absent in JSON). */
export function activityParams(
  action: AuditAction,
  actorName: string | null,
  details: unknown,
): ActivityParams {
  const pick = SENTENCE_VALUES[action] as ((d: Record<string, unknown>) => SentenceValues) | undefined;
  const values = pick ? pick(detailsOf(action, details)) : {};
  const defined = Object.entries(values).filter(([, value]) => value !== undefined);
  return { who: actorName ?? SYSTEM_ACTOR_NAME, ...Object.fromEntries(defined) };
}

/** One audit row as a read returns it (ActivityJsonRow on the server). */
export interface AuditFeedRow {
  id: number;
  at: string;
  action: string;
  details: unknown;
  actor_name: string | null;
}

/**
 * The family's own feed, newest first: each row's English sentence (describeAuditEvent) with its action and
 * values beside it, repeated sign-ins collapsed. A row whose action is no longer in the vocabulary is left
 * out: it has no sentence a family could read.
 */
export function familyActivityItems(rows: readonly AuditFeedRow[]): FamilyActivityItem[] {
  const items: FamilyActivityItem[] = [];
  for (const row of rows) {
    const { action } = row;
    if (!isAuditAction(action)) continue;
    items.push({
      id: row.id,
      at: new Date(row.at).toISOString(),
      action,
      description: describeAuditEvent({ action, actorName: row.actor_name, details: row.details }),
      actorName: row.actor_name,
      params: activityParams(action, row.actor_name, row.details),
    });
  }
  return collapseRepeats(items);
}
