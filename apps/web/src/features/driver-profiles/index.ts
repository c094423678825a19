/** What other features may use of driver-profiles: its public surface (the layers test admits no other import). */
export { DriverProfilePanel, DriverRegisterPanel } from './driver-profile-panel.ts';
