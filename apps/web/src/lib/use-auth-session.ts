import { useSyncExternalStore } from 'react';
import type { AuthSession } from './auth.ts';
import { authClient } from './session.ts';

/** The signed-in session (null when signed out); re-renders on sign-in and sign-out. */
export function useAuthSession(): AuthSession | null {
  return useSyncExternalStore(authClient.subscribe, authClient.getSession);
}
