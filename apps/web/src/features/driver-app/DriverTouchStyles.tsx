import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * Larger touch targets while a driver is signed in (gloves, a moving cab): buttons, icon buttons and
 * menu items at least 48 px. Mounted only in the driver's shell, so staff pages keep their density;
 * global (not scoped to the page) because dialogs and menus render outside it.
 */
export function DriverTouchStyles() {
  return (
    <GlobalStyles
      styles={{
        '.MuiButton-root': { minHeight: 48 },
        '.MuiIconButton-root': { minWidth: 48, minHeight: 48 },
        '.MuiMenuItem-root': { minHeight: 48 },
        '.MuiListItemButton-root': { minHeight: 48 },
      }}
    />
  );
}
