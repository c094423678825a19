import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense } from 'react';
import { COLOR_MODE_STORAGE_KEY, theme } from './theme.ts';

// The snackbar arrives just after the first render; it is not needed to draw the first page.
const NotificationHost = lazy(async () => ({
  default: (await import('../components/NotificationHost.tsx')).NotificationHost,
}));
const AppUpdateSnackbar = lazy(async () => ({
  default: (await import('../features/driver-app/AppUpdateSnackbar.tsx')).AppUpdateSnackbar,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={COLOR_MODE_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {/* The store and the date pickers' locale are layout routes of the signed-in pages (router.tsx). */}
      {children}
      <Suspense fallback={null}>
        <NotificationHost />
        {import.meta.env.PROD && <AppUpdateSnackbar />}
      </Suspense>
    </ThemeProvider>
  );
}
