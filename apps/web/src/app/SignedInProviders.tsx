import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP as pickersJaJP } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ja';
import { Provider as ReduxProvider } from 'react-redux';
import { Outlet } from 'react-router';
import { store } from '../lib/store.ts';

const pickerLocaleText = pickersJaJP.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The store (RTK Query) and the date pickers' locale (dayjs 'ja', Japanese labels) for every signed-in
 * page. A lazily loaded layout route (see router.tsx), so the first load and the sign-in pages carry
 * neither Redux Toolkit nor dayjs and the adapter: only signed-in pages read the API.
 */
export function SignedInProviders() {
  return (
    <ReduxProvider store={store}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja" localeText={pickerLocaleText}>
        <Outlet />
      </LocalizationProvider>
    </ReduxProvider>
  );
}
