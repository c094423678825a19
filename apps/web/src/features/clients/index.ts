/** What other features may use of clients: its public surface (the layers test admits no other import). */
export { useListClientBasesQuery, useListClientsQuery } from './clients.api.ts';
