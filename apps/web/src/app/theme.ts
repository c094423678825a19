import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { brandColors } from './brand-colors.ts';

export { brandColors };

const fontFamily = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'system-ui',
  'sans-serif',
].join(', ');

/**
 * Light and dark schemes as CSS variables: MUI follows prefers-color-scheme until the user picks a mode,
 * and stores the pick in localStorage (see ThemeProvider's modeStorageKey in providers.tsx).
 */
export const theme = createTheme(
  {
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: brandColors.navy },
          secondary: { main: brandColors.blue },
          error: { main: brandColors.red },
          warning: { main: brandColors.yellow },
          success: { main: brandColors.green },
          background: { default: brandColors.greyBackground, paper: brandColors.white },
          text: { primary: brandColors.black, secondary: brandColors.greyDark },
          divider: brandColors.grey,
          grey: { 100: brandColors.greyLight, 300: brandColors.grey, 600: brandColors.greyDark },
        },
      },
      dark: {
        palette: {
          // The navy is too dark to read on a dark surface; a lighter tint of it keeps the brand.
          primary: { main: '#9a9ee0' },
          secondary: { main: brandColors.blue },
          error: { main: brandColors.red },
          warning: { main: brandColors.yellow },
          success: { main: '#5cb88d' },
          background: { default: brandColors.black, paper: '#23282e' },
          grey: { 100: brandColors.greyLight, 300: brandColors.grey, 600: brandColors.greyDark },
        },
      },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
    typography: {
      fontSize: 14,
      fontFamily,
      // Spec §9: base font 14px (MUI's body1 would be 16px).
      body1: { fontSize: '0.875rem' },
      h1: { fontSize: '1.6rem', fontWeight: 700 },
      h2: { fontSize: '1.3rem', fontWeight: 700 },
      h3: { fontSize: '1.1rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiInputBase: {
        styleOverrides: {
          // iOS zooms into inputs under 16px on focus; keep phones at 16px.
          input: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { fontSize: 16 } }),
        },
      },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700, whiteSpace: 'nowrap' } } },
    },
  },
  jaJP,
);

export const COLOR_MODE_STORAGE_KEY = 'rikuun.colorMode';
