import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { guardsFamilyRecords, type PermissionKey } from '@shared/auth/permissions';
import { AppError } from '../lib/app-error';
import {
  requireFamily,
  requireHouseholdAccount,
  requirePrincipal,
  requireStaffPermission,
} from '../lib/caller';
import { actForNamedFamily, familyRefOf, namesFamily } from '../lib/family-access';

/**
 * Who may call a route, declared in its options: `config: { auth: 'staff', permission: 'manage_families' }`.
 * - public: anyone, signed in or not (the service may still read the caller);
 * - staff: a staff user holding the permission (any one of a list), and `alsoPermission` when the route names
 *   one (a drill-down into records another permission guards); a route guarded by a family-record permission
 *   that names a family in its path also admits `manage_assigned_families` for that family (lib/family-access);
 * - family: an applicant's family account (the family always comes from the session); with `memberAccount`
 *   also an adult's own account (issue 44), whose service keeps it to that adult's own items;
 * - staff-or-family: anyone signed in.
 */
export type RouteAudience = 'public' | 'staff' | 'family' | 'staff-or-family';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAudience;
    /** Required with auth 'staff': the permission, or several of which any one suffices. */
    permission?: PermissionKey | readonly PermissionKey[];
    /** With auth 'staff': a permission needed as well (not in-read routes, whose statement decides alone). */
    alsoPermission?: PermissionKey;
    /**
     * 'in-read' (GET only): the handler's one statement checks the session together with its data (auth
     * `readAsFamily` / `readAsStaff`), and decides the audience from the principal it reads; here only the
     * token is checked.
     */
    session?: 'in-read';
    /**
     * With auth 'family': an adult's own account (issue 44) may call the route too; its service keeps it to the
     * adult's own items (`requireHouseholdAccount`). Every other family route refuses such an account.
     */
    memberAccount?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its declared audience, as registered (the authorization tests walk it). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  auth: RouteAudience;
  permissions: readonly PermissionKey[];
  /** Needed besides one of `permissions`; null for most routes. */
  alsoPermission: PermissionKey | null;
  /** Whether `manage_assigned_families` admits callers for the family the path names (lib/family-access). */
  assignedFamilies: boolean;
  /** Whether an adult's own account may call it (family routes declared `memberAccount`). */
  memberAccount: boolean;
}

const AUDIENCES: readonly RouteAudience[] = ['public', 'staff', 'family', 'staff-or-family'];

function declaredAccess(method: string, url: string, config: FastifyContextConfig | undefined) {
  const auth = config?.auth;
  if (!auth || !AUDIENCES.includes(auth)) {
    throw new Error(`${method} ${url} must declare its audience: config.auth = ${AUDIENCES.join(' | ')}`);
  }
  const permissions = config.permission === undefined ? [] : [config.permission].flat();
  if ((auth === 'staff') !== permissions.length > 0) {
    throw new Error(`${method} ${url}: config.permission is required with auth 'staff' and only there`);
  }
  const readOnly = method.split(',').every((m) => m === 'GET' || m === 'HEAD');
  if (config.session === 'in-read' && (!readOnly || auth === 'public')) {
    throw new Error(`${method} ${url}: session 'in-read' is for GET routes with an audience`);
  }
  const alsoPermission = config.alsoPermission ?? null;
  if (alsoPermission && (auth !== 'staff' || config.session === 'in-read')) {
    throw new Error(`${method} ${url}: config.alsoPermission is for staff routes that are not in-read`);
  }
  const memberAccount = config.memberAccount === true;
  if (memberAccount && (auth !== 'family' || config.session === 'in-read')) {
    throw new Error(`${method} ${url}: config.memberAccount is for family routes that are not in-read`);
  }
  const assignedFamilies = auth === 'staff' && guardsFamilyRecords(permissions) && namesFamily(url);
  return { auth, permissions, alsoPermission, assignedFamilies, memberAccount };
}

/** Refuses the request before its body is read unless the caller belongs to the route's audience. */
async function enforce(app: FastifyInstance, req: FastifyRequest) {
  const { auth, permission, session } = req.routeOptions.config;
  req.caller.familyRef = familyRefOf(req.params);
  // The read's statement decides the rest (401 for a dead session, 403 outside the audience).
  if (session === 'in-read') {
    if (!req.caller.claims) throw new AppError('UNAUTHENTICATED');
  } else if (auth === 'staff') {
    const anyOf: readonly PermissionKey[] = [permission ?? []].flat();
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    // The permission needed as well first: without it the answer is 403 whether or not the family exists.
    if (req.routeOptions.config.alsoPermission)
      requireStaffPermission(req.caller, req.routeOptions.config.alsoPermission);
    req.caller.principal = await actForNamedFamily(app.ctx.db, req.caller, anyOf, { write });
    requireStaffPermission(req.caller, ...anyOf);
  } else if (auth === 'family') {
    if (req.routeOptions.config.memberAccount) requireHouseholdAccount(req.caller);
    else requireFamily(req.caller);
  } else if (auth === 'staff-or-family') requirePrincipal(req.caller);
}

/**
 * Registered at the top of the API scope (not encapsulated, so its hooks cover every API route): a route
 * that leaves out its audience cannot be registered and the server fails to start, so a service that
 * forgets its own check is still never public.
 */
export const routeAccessPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const access = declaredAccess(methods.join(','), route.url, route.config);
    if (access.auth !== 'public' && route.schema) route.schema.security = [{ bearer: [] }];
    for (const method of methods) {
      if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, ...access });
    }
  });
  app.addHook('onRequest', async (req) => {
    // Unknown URLs reach the not-found handler without a route config: nothing to enforce there.
    if (req.routeOptions.config?.auth) await enforce(app, req);
  });
});
