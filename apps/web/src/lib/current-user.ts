import type { Self } from '@rikuun/contract';
import { createContext, useContext } from 'react';

/** The signed-in user (GET /v1/self), provided by the layout once loaded. */
export const CurrentUserContext = createContext<Self | null>(null);

export function useCurrentUser(): Self {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in layout');
  return user;
}
