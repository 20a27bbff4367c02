import {
  checkApplies,
  type CheckStatus,
  familyCheckStatus,
  isAdult,
  isCleared,
  type OpenCheck,
  overallCheckStatus,
} from '@shared/background-checks/background-check-rules';
import { CHECK_QUEUE_LIMIT } from '@shared/background-checks/background-checks.limits';
import type {
  CheckedAdult,
  CheckQueue,
  FamilyCheckView,
  FamilyChecks,
  StaffCheck,
} from '@shared/background-checks/background-checks.schema';
import { hasPermission, type PermissionKey } from '@shared/auth/permissions';
import type { Conn } from '../../db/client';
import { findFamilyAccess } from '../../db/family-scope';
import { AppError } from '../../lib/app-error';
import { type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './background-checks.repository';

/**
 * Background checks for every adult (issue 43): who needs which check, what each reader may see of them, and the
 * approval gate. Changes are in check-changes.service.ts; System Configuration's types in check-types.service.ts.
 */

interface RequiredCheck {
  member: repo.HouseholdRow;
  type: repo.CheckTypeRow;
  row: repo.CheckRow | undefined;
  /** The agency asks this adult for it (an active type that applies); else it is shown because it was recorded. */
  required: boolean;
}

/** Every adult with their checks: the active types that apply to them, then any other type recorded for them. */
function checksByAdult(
  members: readonly repo.HouseholdRow[],
  types: readonly repo.CheckTypeRow[],
  rows: readonly repo.CheckRow[],
) {
  return members.filter(isAdult).map((member) => {
    const own = rows.filter((row) => row.memberId === member.id);
    const checks: RequiredCheck[] = types.flatMap((type) => {
      const row = own.find((r) => r.checkType === type.key);
      const required = type.active && checkApplies(type.appliesTo, member);
      return required || row ? [{ member, type, row, required }] : [];
    });
    return { member, checks };
  });
}

const statusOf = (check: RequiredCheck): CheckStatus => check.row?.status ?? 'not_started';

async function householdChecks(db: Conn, familyId: string) {
  const [members, types, rows] = await Promise.all([
    repo.householdOf(db, familyId),
    repo.checkTypes(db),
    repo.checksOfFamily(db, familyId),
  ]);
  return { adults: checksByAdult(members, types, rows), rows };
}

/** The checks that stop the decision: each adult's required check not cleared or exempted (the gate). */
export async function openChecks(db: Conn, familyId: string): Promise<OpenCheck[] | 'no_adults'> {
  const { adults } = await householdChecks(db, familyId);
  if (adults.length === 0) return 'no_adults';
  return adults.flatMap(({ member, checks }) =>
    checks
      .filter((check) => check.required && !isCleared(statusOf(check)))
      .map((check) => ({ memberName: member.name, typeName: check.type.name, status: statusOf(check) })),
  );
}

/** The household's checks in the counts the dashboards and the assistant read. */
export async function checkFigures(db: Conn, familyId: string) {
  const { adults } = await householdChecks(db, familyId);
  const required = adults.flatMap(({ checks }) => checks.filter((check) => check.required));
  return {
    required: required.length,
    cleared: required.filter((check) => isCleared(statusOf(check))).length,
    overall: overallCheckStatus(required.map(statusOf)),
    checks: required.map((check) => ({
      memberName: check.member.name,
      typeName: check.type.name,
      status: familyCheckStatus(statusOf(check)),
      expectedDate: check.row?.expectedDate ?? null,
    })),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function staffCheckOf(
  check: RequiredCheck,
  exemptions: readonly repo.ExemptionRow[],
  withDetails: boolean,
): StaffCheck {
  const { row, type } = check;
  const exemption = row ? exemptions.find((e) => e.checkId === row.id) : undefined;
  return {
    typeKey: type.key,
    typeName: type.name,
    status: statusOf(check),
    version: row?.version ?? 0,
    details: withDetails
      ? {
          submittedDate: row?.submittedDate ?? null,
          expectedDate: row?.expectedDate ?? null,
          resultDate: row?.resultDate ?? null,
          note: row?.note ?? null,
          receipt:
            row?.receiptId && row.receiptName && row.receiptStatus
              ? { id: row.receiptId, name: row.receiptName, status: row.receiptStatus }
              : null,
          exemption: exemption
            ? {
                ...exemption,
                requestedAt: exemption.requestedAt.toISOString(),
                decidedAt: iso(exemption.decidedAt),
              }
            : null,
          updatedAt: iso(row?.updatedAt ?? null),
          updatedBy: row?.updatedBy ?? null,
        }
      : null,
  };
}

const holds = (caller: Caller, key: PermissionKey) =>
  caller.principal?.kind === 'staff' && hasPermission(caller.principal.permissions, key);

/**
 * A family's checks for staff. Criminal-history details (dates, notes, exemptions) only for holders of
 * `view_background_checks`; everyone else who may read the family reads each check's status word.
 */
export async function familyChecks(ctx: AppContext, caller: Caller, familyId: string): Promise<FamilyChecks> {
  // A caseworker's manage_assigned_families reaches their own families: findFamilyAccess below decides.
  const staff = requireStaffPermission(caller, 'manage_families', 'manage_assigned_families');
  const withDetails = holds(caller, 'view_background_checks');
  const access = await findFamilyAccess(ctx.db, staff.userId, { familyId });
  if (!access) throw new AppError('NOT_FOUND', { message: 'No family record with this id.' });
  const { adults, rows } = await householdChecks(ctx.db, familyId);
  const [exemptions, receipts] = withDetails
    ? await Promise.all([
        repo.exemptionsOf(
          ctx.db,
          rows.map((row) => row.id),
        ),
        repo.receiptsOf(ctx.db, familyId),
      ])
    : [[], []];
  const required = adults.flatMap(({ checks }) => checks.filter((check) => check.required));
  return {
    canSeeDetails: withDetails,
    canRecord: withDetails && access === 'manage',
    canDecideExemptions: withDetails && holds(caller, 'approve_exemptions'),
    adults: adults.map(({ member, checks }) => adultOf(member, checks, exemptions, withDetails)),
    summary: {
      required: required.length,
      cleared: required.filter((check) => isCleared(statusOf(check))).length,
      overall: overallCheckStatus(required.map(statusOf)),
    },
    receipts,
  };
}

function adultOf(
  member: repo.HouseholdRow,
  checks: readonly RequiredCheck[],
  exemptions: readonly repo.ExemptionRow[],
  withDetails: boolean,
): CheckedAdult {
  return {
    memberId: member.id,
    name: member.name,
    role: member.role,
    age: member.age,
    livedOutOfState: member.livedOutOfState,
    drivesChildren: member.drivesChildren,
    checks: checks.map((check) => staffCheckOf(check, exemptions, withDetails)),
  };
}

/** One adult's row as the staff family page shows it after a change. */
export async function adultView(ctx: AppContext, caller: Caller, familyId: string, memberId: string) {
  const view = await familyChecks(ctx, caller, familyId);
  const adult = view.adults.find((a) => a.memberId === memberId);
  if (!adult) throw new AppError('NOT_FOUND', { message: 'No adult with this id in this family.' });
  return adult;
}

/** The family's own view: per adult, where each required check is; never a result or a detail. */
export async function checksForFamily(ctx: AppContext, caller: Caller): Promise<FamilyCheckView> {
  const { familyId } = requireFamily(caller);
  const { adults } = await householdChecks(ctx.db, familyId);
  return {
    adults: adults.map(({ member, checks }) => ({
      name: member.name,
      checks: checks
        .filter((check) => check.required)
        .map((check) => ({ typeName: check.type.name, status: familyCheckStatus(statusOf(check)) })),
    })),
  };
}

const DAY_MS = 86_400_000;

/** The Checks queue: checks waiting for a result or an exemption, across the families the reader reaches. */
export async function checkQueue(
  ctx: AppContext,
  caller: Caller,
  queue: 'awaiting_result' | 'needs_exemption',
): Promise<CheckQueue> {
  const staff = requireStaffPermission(caller, 'view_background_checks');
  const rows = await repo.checkQueue(ctx.db, staff.userId, queue, CHECK_QUEUE_LIMIT);
  const now = Date.now();
  return {
    items: rows.slice(0, CHECK_QUEUE_LIMIT).map(({ updatedAt, ...row }) => {
      const since =
        queue === 'needs_exemption' || !row.submittedDate
          ? updatedAt.getTime()
          : Date.parse(row.submittedDate);
      return { ...row, daysWaiting: Math.max(0, Math.floor((now - since) / DAY_MS)) };
    }),
    truncated: rows.length > CHECK_QUEUE_LIMIT,
  };
}

/** Statement parts for reads of other features that count the household's checks in one statement. */
export { requiredCheckCountsSql } from './background-checks.repository';
