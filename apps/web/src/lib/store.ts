import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api.ts';
import { authClient } from './session.ts';

export const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) =>
    getDefaultMiddleware({
      // Upload mutations take Files and a progress callback; RTK Query keeps a mutation's arguments.
      serializableCheck: { ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs/] },
    }).concat(api.middleware),
});

// Refetch on focus and reconnect, as subscribed queries opt in.
setupListeners(store.dispatch);

// Another user's cached data must not survive a sign-out (the service worker's cache: main.tsx). The store
// loads with the first signed-in page, so it subscribes here, when there is first something to empty.
authClient.subscribe(() => {
  if (!authClient.getSession()) store.dispatch(api.util.resetApiState());
});

export type AppDispatch = typeof store.dispatch;
export type RootState = ReturnType<typeof store.getState>;
