/** What other features may use of account: its public surface (the layers test admits no other import). */
export { useGetSelfQuery } from './account.api.ts';
