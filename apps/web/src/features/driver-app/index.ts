/** What other features may use of driver-app: its public surface (the layers test admits no other import). */

export { DRIVER_BOTTOM_NAV_HEIGHT } from './DriverBottomNav.tsx';
export { OUTBOX_PATH } from './driver-app-paths.ts';
export { driverOutbox, setOutboxUser, useOutboxCounts } from './driver-outbox.ts';
export type { OutboxEntry, OutboxRequest } from './outbox.ts';
export { PushCard } from './PushCard.tsx';
