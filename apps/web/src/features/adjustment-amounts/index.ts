/** What other features may use of adjustment-amounts: its public surface (the layers test admits no other import). */
export { AdjustmentAmountsSection } from './AdjustmentAmountsSection.tsx';
