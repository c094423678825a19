import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP as pickersJaJP } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/ja';
import { Outlet } from 'react-router';

const pickerLocaleText = pickersJaJP.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' locale (dayjs 'ja', Japanese labels) for every signed-in page. A lazily loaded layout
 * route (see router.tsx), so the first load and the sign-in page do not carry dayjs and the adapter.
 */
export function DateLocalization() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ja" localeText={pickerLocaleText}>
      <Outlet />
    </LocalizationProvider>
  );
}
