/** The driver detail page places this panel (the drivers feature owns that page). */
export { DriverProfilePanel } from './DriverProfilePanel.tsx';
export { DriverRegisterPanel } from './DriverRegisterPanel.tsx';
