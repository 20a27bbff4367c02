import { hasPermission, type PermissionKey, type Role } from '@shared/auth/permissions';
import { AppError } from './app-error';

/** The signed-in user a request acts for, resolved on the server from the access token. */
export type Principal =
  | {
      kind: 'staff';
      userId: string;
      email: string;
      sessionId: string;
      roles: Role[];
      permissions: PermissionKey[];
    }
  | {
      kind: 'family';
      userId: string;
      email: string;
      sessionId: string;
      /** Always from the session, never from the request. */
      familyId: string;
    };

export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
export type FamilyPrincipal = Extract<Principal, { kind: 'family' }>;

export function requirePrincipal(principal: Principal | null): Principal {
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}

/** Staff user holding at least one of the permissions; 401 without a session, 403 otherwise. */
export function requireStaffPermission(principal: Principal | null, ...anyOf: PermissionKey[]): StaffPrincipal {
  const p = requirePrincipal(principal);
  if (p.kind !== 'staff' || !anyOf.some((key) => hasPermission(p.permissions, key))) {
    throw new AppError('FORBIDDEN');
  }
  return p;
}

/** Family user; staff calling a family route get 403. */
export function requireFamily(principal: Principal | null): FamilyPrincipal {
  const p = requirePrincipal(principal);
  if (p.kind !== 'family') throw new AppError('FORBIDDEN');
  return p;
}
