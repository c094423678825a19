/** What other features may use of maintenances: its public surface (the layers test admits no other import). */
export { MaintenanceHistory } from './MaintenanceHistory.tsx';
