import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';
import type { AuthState } from './create-auth-store';

/** The current auth state; re-renders on every change. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
