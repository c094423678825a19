/** What other features may use of tracking links: the buttons that make one for a stop. */
export { ConsignorTrackingLinkButton, StaffTrackingLinkButton } from './TrackingLinkButton.tsx';
