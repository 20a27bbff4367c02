import type { z } from 'zod';
import { CONFIRMED_SIGN_UP_PARAM } from '@shared/paths';
import type {
  AccessStatus,
  CurrentUser,
  Profile,
  Session,
  SessionUser,
  SignInBody,
  SignUpBody,
  SignUpResponseSchema,
} from '@shared/auth/auth.schema';
import type { SetPasswordWithTokenBody } from '@shared/auth/family-auth.schema';
import type { AcceptStaffInvitationBody } from '@shared/admin/staff-invitations.schema';
import type { PermissionKey, Role } from '@shared/auth/permissions';
import { ApiRequestError, apiRequest, configureApiAuth } from '../api-client';
import { AUTO_REFRESH_TICK_MS, shouldRefresh } from './auto-refresh';
import {
  SESSION_HINT_KEY,
  clearSessionHint,
  readSessionHint,
  writeSessionHint,
  type HintStorage,
} from './session-hint';

/** Spec 01 §4: the events an auth listener can receive. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** Which sign-in a user belongs to: the staff portal (/auth) or the family portal (/family/sign-in). */
export type Portal = SessionUser['kind'];

export type AuthListener = (event: AuthEvent, session: Session | null) => void;
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

/** Progress of the /api/auth/me lookup that follows every new session. */
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AuthState {
  /** True until the first session lookup has finished. */
  loading: boolean;
  session: Session | null;
  user: SessionUser | null;
  profile: Profile | null;
  roles: Role[];
  permissions: PermissionKey[];
  /** 'pending' until an administrator approves a staff sign-up (decision 009). */
  accessStatus: AccessStatus;
  profileStatus: ProfileStatus;
  /** The last session ended by the user's own Sign out (not by expiry): guards then send no return path. */
  signedOutByUser: boolean;
}

export interface AuthStore {
  getState(): AuthState;
  /** For useSyncExternalStore: called after every state change. */
  subscribe(listener: () => void): () => void;
  /** Auth events; a listener added after start-up first receives INITIAL_SESSION. Returns the unsubscribe. */
  onAuthStateChange(listener: AuthListener): () => void;
  /** Looks up the session once. `search` (the page's query string) tells a confirmation landing apart. */
  initialize(search: string): Promise<void>;
  /** Signs in through the given portal's sign-in (staff by default); an account of the other kind is refused. */
  signIn(body: SignInBody, portal?: Portal): Promise<void>;
  /** Demo mode only: signs into the seeded demo family (the server answers 404 otherwise). */
  signInDemoFamily(): Promise<void>;
  /** Sets the password from an invitation link; the server answers with a session. */
  acceptInvitation(body: SetPasswordWithTokenBody): Promise<void>;
  /** Sets name and password from a staff invitation link; the server answers with a session. */
  acceptStaffInvitation(body: AcceptStaffInvitationBody): Promise<void>;
  signUp(body: SignUpBody): Promise<SignUpResponse>;
  /** Throws when the server could not end the session (401, 403 and 404 count as already ended). */
  signOut(): Promise<void>;
  /** Exchanges the refresh cookie for a new session; resolves null when there is no session any more. */
  refreshSession(): Promise<Session | null>;
  reloadProfile(): void;
}

const SIGNED_OUT: Omit<AuthState, 'loading'> = {
  session: null,
  user: null,
  profile: null,
  roles: [],
  permissions: [],
  accessStatus: 'approved',
  profileStatus: 'idle',
  signedOutByUser: false,
};

const SIGN_IN_PATHS: Record<Portal, string> = { staff: '/auth/sign-in', family: '/auth/family/sign-in' };

/** Spec 01 §8: sign-out treats these as "already signed out". */
const SIGN_OUT_IGNORED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/** The routes that act on the refresh cookie take JSON only, so that another origin's form cannot post to them. */
const COOKIE_REQUEST_BODY = {};

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export function createAuthStore({ storage }: { storage: HintStorage | null }): AuthStore {
  let state: AuthState = { ...SIGNED_OUT, loading: true };
  const stateListeners = new Set<() => void>();
  const authListeners = new Set<AuthListener>();
  let initialization: Promise<void> | null = null;
  let refreshing: Promise<Session | null> | null = null;
  let ticker: ReturnType<typeof setInterval> | null = null;
  /** Bumped whenever a profile answer would be stale (new lookup, sign-out). */
  let profileGeneration = 0;

  function setState(patch: Partial<AuthState>) {
    state = { ...state, ...patch };
    for (const listener of [...stateListeners]) listener();
  }

  function emit(event: AuthEvent) {
    for (const listener of [...authListeners]) {
      try {
        listener(event, state.session);
      } catch (error) {
        console.error('Auth listener failed', error);
      }
    }
  }

  async function loadProfile(generation: number) {
    try {
      const me = await apiRequest<CurrentUser>('/auth/me');
      if (generation !== profileGeneration || !state.session) return;
      setState({
        user: me.user,
        profile: me.profile,
        roles: me.roles,
        permissions: me.permissions,
        accessStatus: me.accessStatus,
        profileStatus: 'ready',
      });
    } catch (error) {
      if (generation !== profileGeneration) return;
      console.error('Error loading user profile', error);
      setState({ profileStatus: 'error' });
    }
  }

  /**
   * Zero delay so that listeners of the event that created the session run before the lookup starts.
   * A profile that is already shown stays 'ready' while it is reloaded in the background.
   */
  function scheduleProfileLoad() {
    profileGeneration += 1;
    const generation = profileGeneration;
    if (state.profileStatus !== 'ready') setState({ profileStatus: 'loading' });
    setTimeout(() => void loadProfile(generation), 0);
  }

  function tick() {
    const session = state.session;
    if (!session || !shouldRefresh(session.expires_at, Date.now())) return;
    refreshSession().catch((error: unknown) =>
      console.warn('Session refresh failed; retrying on the next tick', error),
    );
  }

  function startTicker() {
    ticker ??= setInterval(tick, AUTO_REFRESH_TICK_MS);
  }

  function stopTicker() {
    if (ticker) clearInterval(ticker);
    ticker = null;
  }

  function applySession(session: Session, event: AuthEvent) {
    const userChanged = state.session?.user.id !== session.user.id;
    setState({
      ...(userChanged ? { ...SIGNED_OUT, user: session.user } : {}),
      session,
      loading: false,
    });
    writeSessionHint(storage, session);
    startTicker();
    emit(event);
    const profileMissing = state.profileStatus === 'idle' || state.profileStatus === 'error';
    if (event !== 'TOKEN_REFRESHED' || userChanged || profileMissing) scheduleProfileLoad();
  }

  function clearSession(event: AuthEvent | null, byUser = false) {
    profileGeneration += 1;
    stopTicker();
    clearSessionHint(storage);
    setState({ ...SIGNED_OUT, signedOutByUser: byUser });
    if (event) emit(event);
  }

  async function runRefresh(event: AuthEvent): Promise<Session | null> {
    try {
      const session = await apiRequest<Session>('/auth/refresh', {
        method: 'POST',
        body: COOKIE_REQUEST_BODY,
        withToken: false,
      });
      applySession(session, event);
      return session;
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      clearSession(state.session ? 'SIGNED_OUT' : null);
      return null;
    }
  }

  /** One refresh at a time: the refresh token rotates, so parallel refreshes would race each other. */
  function refreshWith(event: AuthEvent): Promise<Session | null> {
    refreshing ??= runRefresh(event).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function refreshSession() {
    return refreshWith('TOKEN_REFRESHED');
  }

  /** A restored session was already announced by applySession; otherwise announce the signed-out start. */
  function finishInitialLookup() {
    if (!state.loading) return;
    setState({ loading: false });
    emit('INITIAL_SESSION');
  }

  /** Keeps tabs in step: a sign-out elsewhere ends this tab's session, a sign-in elsewhere starts one. */
  function onStorage(event: StorageEvent) {
    if (event.key !== SESSION_HINT_KEY && event.key !== null) return;
    const hint = readSessionHint(storage);
    if (!hint) {
      if (state.session) clearSession('SIGNED_OUT');
    } else if (state.session?.user.id !== hint.userId) {
      refreshWith('SIGNED_IN').catch((error: unknown) =>
        console.warn('Could not pick up the session of another tab', error),
      );
    }
  }

  function connectBrowserEvents() {
    if (typeof window === 'undefined' || typeof document === 'undefined') return;
    // Timers sleep with the laptop; check the session as soon as the page is visible again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') tick();
    });
    window.addEventListener('storage', onStorage);
  }

  async function lookUpInitialSession(search: string) {
    connectBrowserEvents();
    // Without a hint nobody signed in here: a refresh would only answer 401. The e-mail confirmation link
    // is the exception (a fresh cookie, no hint yet) and says so in the URL.
    const fromConfirmation = new URLSearchParams(search).has(CONFIRMED_SIGN_UP_PARAM);
    if (!readSessionHint(storage) && !fromConfirmation) return;
    try {
      await refreshWith('INITIAL_SESSION');
    } catch (error) {
      // Offline or rate limited: keep the hint so that the next visit tries again.
      console.warn('Could not restore the session', error);
    }
  }

  async function startSession(path: string, body?: unknown) {
    const session = await apiRequest<Session>(path, { method: 'POST', body, withToken: false });
    applySession(session, 'SIGNED_IN');
  }

  configureApiAuth({
    getAccessToken: () => state.session?.access_token ?? null,
    refreshAccessToken: async () => {
      const session = await refreshSession().catch(() => null);
      return session?.access_token ?? null;
    },
  });

  return {
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    onAuthStateChange(listener) {
      authListeners.add(listener);
      if (!state.loading) {
        queueMicrotask(() => {
          if (authListeners.has(listener)) listener('INITIAL_SESSION', state.session);
        });
      }
      return () => authListeners.delete(listener);
    },
    initialize(search) {
      initialization ??= lookUpInitialSession(search).finally(finishInitialLookup);
      return initialization;
    },
    signIn: (body, portal = 'staff') => startSession(SIGN_IN_PATHS[portal], body),
    signInDemoFamily: () => startSession('/auth/demo-family'),
    acceptInvitation: (body) => startSession('/auth/invitations/accept', body),
    acceptStaffInvitation: (body) => startSession('/auth/staff-invitations/accept', body),
    signUp: (body) => apiRequest<SignUpResponse>('/auth/sign-up', { method: 'POST', body, withToken: false }),
    async signOut() {
      try {
        await apiRequest<undefined>('/auth/sign-out', {
          method: 'POST',
          body: COOKIE_REQUEST_BODY,
          retryAfterRefresh: false,
        });
      } catch (error) {
        if (!(error instanceof ApiRequestError && SIGN_OUT_IGNORED_STATUSES.has(error.status))) throw error;
      }
      clearSession('SIGNED_OUT', true);
    },
    refreshSession,
    reloadProfile() {
      if (state.session) scheduleProfileLoad();
    },
  };
}
