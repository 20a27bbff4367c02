import { hasPermission, type PermissionKey, type Role } from '@shared/auth/permissions';
import type { FamilyRef } from '../db/family-scope';
import { AppError } from './app-error';

/** The account behind a session, read by the same statement that checks the session (for /api/auth/me). */
export interface SessionAccount {
  emailConfirmedAt: Date | null;
  accessStatus: 'pending' | 'approved' | 'declined';
  profile: { displayName: string | null; email: string; avatarUrl: string | null } | null;
}

/** The signed-in user a request acts for, resolved on the server from the access token. */
export type Principal =
  | {
      kind: 'staff';
      userId: string;
      email: string;
      sessionId: string;
      roles: Role[];
      permissions: PermissionKey[];
      account: SessionAccount;
    }
  | {
      kind: 'family';
      userId: string;
      email: string;
      sessionId: string;
      /** Always from the session, never from the request. */
      familyId: string;
      /**
       * An adult's own account (issue 44): the household member it belongs to, who may use only the routes
       * declared `memberAccount` and only for their own items; null for the applicants' accounts.
       */
      member: { id: string; name: string } | null;
      account: SessionAccount;
    };

export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
export type FamilyPrincipal = Extract<Principal, { kind: 'family' }>;

/** Who did something, from where: what an audit row records. */
export interface Actor {
  userId: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The actor of a request made for a user it has just identified (sign-in, a link, sign-up). */
export function actorFor(actor: Actor, user: { id: string; email: string }): Actor {
  return { ...actor, userId: user.id, email: user.email };
}

/** What a valid access token says: whose session it is. Whether the session is still live is the database's. */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/**
 * Who calls a service: the principal (null when signed out) and the actor for audit rows. Built once per
 * request by the authenticate plugin; services take it second, after the AppContext.
 */
export interface Caller {
  /**
   * Resolved before the handler runs, except on routes declared `session: 'in-read'`: there it stays null
   * until the read's own statement has checked the session (auth `readAsFamily` / `readAsStaff`).
   */
  principal: Principal | null;
  /** The verified access token's claims (null without a valid token). */
  claims: SessionClaims | null;
  actor: Actor;
  /**
   * The family the request names by its path (`:familyId`, a family document's `:documentId`, a conversation's
   * `:sessionId`), set by the route-access plugin: how `manage_assigned_families` is judged (lib/family-access).
   */
  familyRef?: FamilyRef | null;
}

export function requirePrincipal(caller: Caller): Principal {
  if (!caller.principal) throw new AppError('UNAUTHENTICATED');
  return caller.principal;
}

/** Staff user holding at least one of the permissions; 401 without a session, 403 otherwise. */
export function requireStaffPermission(caller: Caller, ...anyOf: PermissionKey[]): StaffPrincipal {
  const p = requirePrincipal(caller);
  if (p.kind !== 'staff' || !anyOf.some((key) => hasPermission(p.permissions, key))) {
    throw new AppError('FORBIDDEN');
  }
  return p;
}

/** An applicant's family account; staff and an adult's own account (issue 44) get 403. */
export function requireFamily(caller: Caller): FamilyPrincipal {
  const p = requireHouseholdAccount(caller);
  if (p.member) throw new AppError('FORBIDDEN');
  return p;
}

/**
 * Any account of the household: an applicant's, or an adult's own (`member` set), for the routes declared
 * `memberAccount`, whose services then keep a member to their own items. Staff get 403.
 */
export function requireHouseholdAccount(caller: Caller): FamilyPrincipal {
  const p = requirePrincipal(caller);
  if (p.kind !== 'family') throw new AppError('FORBIDDEN');
  return p;
}

/** An adult's own account only (their items page); the applicants and staff get 403. */
export function requireMemberAccount(
  caller: Caller,
): FamilyPrincipal & { member: { id: string; name: string } } {
  const p = requireHouseholdAccount(caller);
  if (!p.member) throw new AppError('FORBIDDEN');
  return { ...p, member: p.member };
}
