/** What other features may use of locations: its public surface (the layers test admits no other import). */
export { clockTime } from './live-map-format.ts';
export { PositionTracker } from './PositionTracker.tsx';
