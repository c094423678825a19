/** What other features may use of attendances: its public surface (the layers test admits no other import). */
export { DutyCard } from './DutyCard.tsx';
export { useDutyNow } from './use-duty-now.ts';
