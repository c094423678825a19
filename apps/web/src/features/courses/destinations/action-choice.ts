import {
  type DestinationActionType,
  type DestinationStatus,
  destinationActionTypes,
  nextDestinationStatus,
} from '@rikuun/contract';

/** The actions that can be recorded on a stop in this status (the server refuses the rest with 409). */
export const possibleActionTypes = (status: DestinationStatus): DestinationActionType[] =>
  destinationActionTypes.filter((type) => nextDestinationStatus(status, type) !== null);

/** What staff most likely record next: arrival at an open stop, completion once arrived. */
export function suggestedActionType(status: DestinationStatus): DestinationActionType | null {
  if (status === 'pending') return 'arrived';
  const possible = possibleActionTypes(status);
  return possible.includes('completed') ? 'completed' : (possible[0] ?? null);
}
