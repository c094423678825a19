/** What other features may use of vehicles: its public surface (the layers test admits no other import). */
export { useListVehiclesQuery } from './vehicles.api.ts';
