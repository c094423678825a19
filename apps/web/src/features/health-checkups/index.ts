/** What other features may use of health-checkups: its public surface (the layers test admits no other import). */
export { HealthCheckupsPanel } from './health-checkups-panel.ts';
