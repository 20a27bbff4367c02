import {
  FAMILY_RECORD_PERMISSIONS,
  guardsFamilyRecords,
  hasPermission,
  type PermissionKey,
} from '@shared/auth/permissions';
import { type FamilyRef, findFamilyAccess } from '../db/family-scope';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import type { Caller, Principal } from './caller';

/**
 * The one place where `manage_assigned_families` (the Caseworker role's) turns into access to a family's record.
 * A route or read guarded by `manage_families` or `manage_documents` that names one family by its path admits a
 * holder for that family when it is assigned to them (support team), and for a read when the agency lets
 * caseworkers read every family; the request then acts with the family-record permissions, so the services' own
 * checks pass for that family and nothing else. Any other family answers 404, as if it did not exist, and a
 * change to a family they may only read 403. Lists over every family (Documents, the Inbox) name no family and
 * stay refused; the lists that filter by the same rule (All Families, Applications) admit the permission
 * themselves (db/family-scope `familyReach`).
 */

/** The path parameters that name a family, and how (the route-access plugin reads them from every request). */
const FAMILY_PARAMS = {
  familyId: (id: string): FamilyRef => ({ familyId: id }),
  documentId: (id: string): FamilyRef => ({ documentId: id }),
  sessionId: (id: string): FamilyRef => ({ conversationId: id }),
} as const;

type FamilyParam = keyof typeof FAMILY_PARAMS;
const FAMILY_PARAM_ORDER: readonly FamilyParam[] = ['familyId', 'documentId', 'sessionId'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a route's URL names a family (`/staff/families/:familyId`, `/staff/documents/:documentId`…). */
export function namesFamily(url: string): boolean {
  return FAMILY_PARAM_ORDER.some((param) => url.includes(`:${param}`));
}

/**
 * The family a request's path parameters name; `:familyId` first (a family's document route names both). A
 * malformed id names no family that exists: it reads as a nil id.
 */
export function familyRefOf(params: unknown): FamilyRef | null {
  const values = (params ?? {}) as Record<string, unknown>;
  const param = FAMILY_PARAM_ORDER.find((name) => typeof values[name] === 'string');
  if (!param) return null;
  const id = String(values[param]);
  return FAMILY_PARAMS[param](UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000');
}

/**
 * The principal a request acts as, given the permissions (`anyOf`) its route or read asks for. Unchanged unless
 * the caller lacks all of them and holds `manage_assigned_families` for the family the request names; see above.
 * `write`: the request changes something (anything but GET and HEAD).
 */
export async function actForNamedFamily(
  db: Db,
  caller: Caller,
  anyOf: readonly PermissionKey[],
  { write }: { write: boolean },
): Promise<Principal | null> {
  const principal = caller.principal;
  if (principal?.kind !== 'staff') return principal;
  const { permissions } = principal;
  if (anyOf.some((key) => hasPermission(permissions, key))) return principal;
  const ref = caller.familyRef;
  if (!ref || !guardsFamilyRecords(anyOf) || !hasPermission(permissions, 'manage_assigned_families')) {
    return principal;
  }
  const access = await findFamilyAccess(db, principal.userId, ref);
  if (!access) throw new AppError('NOT_FOUND', { message: 'No family record with this id.' });
  if (access === 'read' && write) {
    throw new AppError('FORBIDDEN', { message: 'Only the staff assigned to this family can change it.' });
  }
  return { ...principal, permissions: [...new Set([...permissions, ...FAMILY_RECORD_PERMISSIONS])] };
}
