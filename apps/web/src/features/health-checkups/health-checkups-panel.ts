/** The driver detail page places this panel (the drivers feature owns that page). */
export { HealthCheckupsPanel } from './HealthCheckupsPanel.tsx';
