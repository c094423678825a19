/** What other features may use of consignor-users: its public surface (the layers test admits no other import). */

export { ConsignorUsersPanel } from './ConsignorUsersPanel.tsx';
export { UserActiveChip } from './consignor-user-columns.tsx';
