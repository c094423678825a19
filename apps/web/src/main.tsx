import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { clearApiCaches } from './features/driver-app/api-cache.ts';
import { AUTH_STORAGE_KEY } from './lib/auth.ts';
import { reportUncaughtErrors } from './lib/error-reporting.ts';
import { authClient, setUnauthorizedHandler } from './lib/session.ts';

reportUncaughtErrors();
setUnauthorizedHandler(() => void router.navigate('/login?e=401', { replace: true }));

// Another user's cached data must not survive a sign-out: neither the service worker's nor the store's
// (lib/store.ts empties itself).
authClient.subscribe(() => {
  if (!authClient.getSession()) void clearApiCaches();
});

// Sign-in and sign-out in another tab apply here too.
window.addEventListener('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) authClient.reloadFromStorage();
});

// The installable app (PWA): precached shell, the day's data offline, push. Not in development, where
// a service worker would serve stale modules.
if (import.meta.env.PROD) {
  void import('./features/driver-app/service-worker.ts').then((m) => m.registerServiceWorker());
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
