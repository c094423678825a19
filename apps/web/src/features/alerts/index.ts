/** What other features may use of alerts: its public surface (the layers test admits no other import). */
export { AlertList } from './AlertList.tsx';
export { useListAlertsQuery } from './alerts.api.ts';
