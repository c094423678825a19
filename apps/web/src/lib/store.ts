import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api.ts';

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

export type AppDispatch = typeof store.dispatch;
export type RootState = ReturnType<typeof store.getState>;
