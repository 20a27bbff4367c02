import type { SupportStaffBody } from '@shared/families/families.schema';
import type { SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import { ROLE_TITLE_MAX } from '@shared/families/families.limits';

/** One row of the support team editor. */
export interface SupportTeamRow {
  /** Stable React key. */
  key: string;
  userId: string | null;
  /** Display name of the picked user, so the picker can label it before any search. */
  name: string;
  roleTitle: string;
}

export interface SupportTeamRowErrors {
  user?: string;
  roleTitle?: string;
}

let rowCount = 0;
function rowKey(): string {
  rowCount += 1;
  return `support-row-${rowCount}`;
}

export function teamRows(team: readonly SupportTeamMember[]): SupportTeamRow[] {
  return team.map((member) => ({
    key: rowKey(),
    userId: member.userId,
    name: member.name,
    roleTitle: member.roleTitle,
  }));
}

export function emptyTeamRow(): SupportTeamRow {
  return { key: rowKey(), userId: null, name: '', roleTitle: '' };
}

/** Per-row problems: a user must be picked, once only, and have a role title of 1 to 80 characters. */
export function supportTeamErrors(rows: readonly SupportTeamRow[]): SupportTeamRowErrors[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors: SupportTeamRowErrors = {};
    if (!row.userId) errors.user = 'Choose a staff member';
    else if (seen.has(row.userId)) errors.user = 'This staff member is already on the team';
    else seen.add(row.userId);
    const title = row.roleTitle.trim();
    if (!title) errors.roleTitle = 'Role title is required';
    else if (title.length > ROLE_TITLE_MAX)
      errors.roleTitle = `Role title must be at most ${ROLE_TITLE_MAX} characters`;
    return errors;
  });
}

export function hasTeamErrors(errors: readonly SupportTeamRowErrors[]): boolean {
  return errors.some((row) => row.user !== undefined || row.roleTitle !== undefined);
}

export function toSupportStaffBody(rows: readonly SupportTeamRow[]): SupportStaffBody {
  return {
    members: rows.flatMap((row) =>
      row.userId ? [{ userId: row.userId, roleTitle: row.roleTitle.trim() }] : [],
    ),
  };
}
