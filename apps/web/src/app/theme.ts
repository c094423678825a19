import { jaJP } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { brandColors, readableColors } from './brand-colors.ts';

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
        // WCAG AA (4.5:1) for text in these colours and for the text on them: readableColors.
        palette: {
          contrastThreshold: 4.5,
          primary: { main: brandColors.navy },
          secondary: { main: readableColors.blue },
          error: { main: readableColors.red },
          warning: { main: readableColors.amber, light: brandColors.yellow },
          info: { main: readableColors.blue },
          success: { main: readableColors.green },
          background: { default: brandColors.greyBackground, paper: brandColors.white },
          text: { primary: brandColors.black, secondary: readableColors.greyText },
          divider: brandColors.grey,
          grey: { 100: brandColors.greyLight, 300: brandColors.grey, 600: brandColors.greyDark },
        },
      },
      dark: {
        palette: {
          // Text on a filled colour is white only where it reads at 4.5:1, else dark.
          contrastThreshold: 4.5,
          // The navy is too dark to read on a dark surface; a lighter tint of it keeps the brand.
          primary: { main: '#9a9ee0' },
          secondary: { main: brandColors.blue },
          // The brand red reads 4.2:1 on the dark paper; a lighter tint of it reads 5.6:1.
          error: { main: '#f47a72' },
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          // A file picker's button is a label around the file input, which takes the focus: ring the label.
          root: ({ theme }) => ({
            '&:has(input:focus-visible)': {
              outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiInputBase: {
        styleOverrides: {
          // iOS zooms into inputs under 16px on focus; keep phones at 16px.
          input: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { fontSize: 16 } }),
        },
      },
      // A table wider than a phone scrolls sideways: keyboard users reach it to scroll it (axe:
      // scrollable-region-focusable). Tables whose rows take the focus themselves opt out.
      MuiTableContainer: { defaultProps: { tabIndex: 0 } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 700, whiteSpace: 'nowrap' } } },
    },
  },
  jaJP,
);

export const COLOR_MODE_STORAGE_KEY = 'rikuun.colorMode';
