import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { store } from '../lib/store.ts';
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
    <ReduxProvider store={store}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {/* The date pickers' locale is a layout route of the signed-in pages: app/DateLocalization.tsx. */}
        {children}
        <Suspense fallback={null}>
          <NotificationHost />
          {import.meta.env.PROD && <AppUpdateSnackbar />}
        </Suspense>
      </ThemeProvider>
    </ReduxProvider>
  );
}
