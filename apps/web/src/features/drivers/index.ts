/** What other features may use of drivers: its public surface (the layers test admits no other import). */
export { useListDriversQuery } from './drivers.api.ts';
