import { mayBeInterviewed } from '@shared/family-evaluation/family-evaluation.limits';
import type {
  CreateInterviewBody,
  FamilyInterview,
  FinaliseInterviewBody,
  InterviewDetail,
  InterviewList,
  InterviewSections,
  InterviewSummary,
  PresentMember,
  UpdateInterviewBody,
} from '@shared/family-evaluation/family-evaluation.schema';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { sanitizeRichHtml } from '../../lib/rich-html';
import * as familyContext from '../family-context/family-context.service';
import * as repo from './family-evaluation.repository';

/**
 * The family evaluation's interviews (issue 43): staff record one per household member, every save keeps the
 * version before it, and a finalised interview is locked. A save names the version it was based on; one based on
 * an older version writes nothing and answers the current record (the route's 409). The family reads only the
 * dates and who was present.
 */

type Ids = { familyId: string; interviewId: string };
/** A save's outcome: the record as saved, or (nothing written) the record as it is now. */
export type SaveOutcome = { saved: InterviewDetail } | { conflict: InterviewDetail };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const interviewNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No interview with this id for this family.' });
const memberNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No household member with this id in this family.' });

function summaryOf(row: Omit<repo.InterviewRow, 'sections' | 'finalisedByName'>): InterviewSummary {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: row.memberName,
    interviewDate: row.interviewDate,
    present: row.present,
    presentOthers: row.presentOthers,
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireFamilyExists(db: Conn, familyId: string) {
  if (!(await familyContext.findFamily(db, familyId))) {
    throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
  }
}

export async function listInterviews(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<InterviewList> {
  requireStaffPermission(caller, 'manage_families');
  await requireFamilyExists(ctx.db, familyId);
  const [interviews, household] = await Promise.all([
    repo.listInterviews(ctx.db, familyId),
    repo.householdOf(ctx.db, familyId),
  ]);
  return {
    interviews: interviews.map(summaryOf),
    household: household.map((member) => ({
      id: member.id,
      name: member.name,
      interviewable: mayBeInterviewed(member),
    })),
  };
}

async function detailOf(db: Conn, ids: Ids): Promise<InterviewDetail> {
  const row = await repo.findInterview(db, ids.familyId, ids.interviewId);
  if (!row) throw interviewNotFound();
  const versions = await repo.versionsOf(db, row.id);
  return {
    ...summaryOf(row),
    sections: row.sections,
    finalisedAt: iso(row.finalisedAt),
    finalisedByName: row.finalisedByName,
    earlierVersions: versions
      .filter((version) => version.version < row.version)
      .map((version) => ({ ...version, savedAt: version.savedAt.toISOString() })),
  };
}

export async function getInterview(ctx: AppContext, caller: Caller, ids: Ids): Promise<InterviewDetail> {
  requireStaffPermission(caller, 'manage_families');
  return detailOf(ctx.db, ids);
}

/**
 * Who was present: the interviewee first (unless they have left the household since), then the others named,
 * each a member of this family (else 400).
 */
async function presentMembers(tx: Tx, familyId: string, interviewee: PresentMember | null, ids: string[]) {
  const others = [...new Set(ids)].filter((id) => id !== interviewee?.memberId);
  const found = others.length ? await repo.membersOfFamily(tx, familyId, others) : [];
  if (found.length !== others.length) {
    throw new AppError('VALIDATION_FAILED', {
      message: "Everyone present from the household must be a member of this family's household.",
    });
  }
  const byId = new Map(found.map((member) => [member.id, member.name]));
  const named = others.map((id) => ({ memberId: id, name: byId.get(id) ?? '' }));
  return interviewee ? [interviewee, ...named] : named;
}

function cleanSections(sections: InterviewSections): InterviewSections {
  return Object.fromEntries(
    Object.entries(sections).map(([key, html]) => [key, sanitizeRichHtml(html)]),
  ) as InterviewSections;
}

export async function createInterview(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: CreateInterviewBody,
): Promise<InterviewDetail> {
  const staff = requireStaffPermission(caller, 'manage_families');
  const interviewId = await ctx.db.transaction(async (tx) => {
    const [member] = await repo.membersOfFamily(tx, familyId, [body.memberId]);
    if (!member) throw memberNotFound();
    if (!mayBeInterviewed(member)) {
      throw new AppError('CONFLICT', {
        message: `${member.name} is too young for an interview of their own (or their age is not recorded).`,
      });
    }
    const interviewee = { memberId: member.id, name: member.name };
    const id = await repo.insertInterview(tx, {
      familyId,
      memberId: member.id,
      memberName: member.name,
      createdBy: staff.userId,
    });
    await repo.insertVersion(tx, id, 1, {
      interviewDate: body.interviewDate,
      present: await presentMembers(tx, familyId, interviewee, body.presentMemberIds),
      presentOthers: body.presentOthers ?? '',
      sections: cleanSections(body.sections),
      savedBy: staff.userId,
    });
    await writeAudit(tx, caller.actor, {
      action: 'family.interview_created',
      objectType: 'family_interview',
      objectId: id,
      familyId,
      details: { memberName: member.name, interviewDate: body.interviewDate },
    });
    return id;
  });
  return detailOf(ctx.db, { familyId, interviewId });
}

/** The locked draft a change is based on; null (nothing to write) when the caller saw an older version. */
async function draftToChange(tx: Tx, ids: Ids, basedOn: number) {
  const row = await repo.lockInterview(tx, ids.familyId, ids.interviewId);
  if (!row) throw interviewNotFound();
  if (row.status === 'final') {
    throw new AppError('CONFLICT', { message: 'This interview is finalised: it can no longer be changed.' });
  }
  return row.version === basedOn ? row : null;
}

async function outcome(ctx: AppContext, ids: Ids, written: boolean): Promise<SaveOutcome> {
  const detail = await detailOf(ctx.db, ids);
  return written ? { saved: detail } : { conflict: detail };
}

/** Saves a new version of a draft; the earlier one stays readable. */
export async function updateInterview(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  body: UpdateInterviewBody,
): Promise<SaveOutcome> {
  const staff = requireStaffPermission(caller, 'manage_families');
  const written = await ctx.db.transaction(async (tx) => {
    const row = await draftToChange(tx, ids, body.version);
    if (!row) return false;
    const interviewee = row.memberId ? { memberId: row.memberId, name: row.memberName } : null;
    const version = row.version + 1;
    await repo.insertVersion(tx, row.id, version, {
      interviewDate: body.interviewDate,
      present: await presentMembers(tx, ids.familyId, interviewee, body.presentMemberIds),
      presentOthers: body.presentOthers ?? '',
      sections: cleanSections(body.sections),
      savedBy: staff.userId,
    });
    await repo.setCurrentVersion(tx, row.id, version);
    await writeAudit(tx, caller.actor, {
      action: 'family.interview_updated',
      objectType: 'family_interview',
      objectId: row.id,
      familyId: ids.familyId,
      details: { memberName: row.memberName, version },
    });
    return true;
  });
  return outcome(ctx, ids, written);
}

/** Locks the interview as the caseworker saw it (the version they finalise). */
export async function finaliseInterview(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  body: FinaliseInterviewBody,
): Promise<SaveOutcome> {
  const staff = requireStaffPermission(caller, 'manage_families');
  const written = await ctx.db.transaction(async (tx) => {
    const row = await draftToChange(tx, ids, body.version);
    if (!row) return false;
    await repo.markFinal(tx, row.id, staff.userId);
    await writeAudit(tx, caller.actor, {
      action: 'family.interview_finalised',
      objectType: 'family_interview',
      objectId: row.id,
      familyId: ids.familyId,
      details: { memberName: row.memberName, version: row.version },
    });
    return true;
  });
  return outcome(ctx, ids, written);
}

/** The family's own view: when each interview was, with whom, and which household members were there. */
export async function interviewsForFamily(ctx: AppContext, caller: Caller): Promise<FamilyInterview[]> {
  const { familyId } = requireFamily(caller);
  const rows = await repo.listInterviews(ctx.db, familyId);
  return rows.map((row) => ({
    id: row.id,
    interviewDate: row.interviewDate,
    memberName: row.memberName,
    presentNames: row.present.map((member) => member.name),
  }));
}
