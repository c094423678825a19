import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP as pickersJaJP } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ja';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { NotificationHost } from '../components/NotificationHost.tsx';
import { store } from './store.ts';
import { COLOR_MODE_STORAGE_KEY, theme } from './theme.ts';

const pickerLocaleText = pickersJaJP.components.MuiLocalizationProvider.defaultProps.localeText;

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
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja" localeText={pickerLocaleText}>
          {children}
          <NotificationHost />
        </LocalizationProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
