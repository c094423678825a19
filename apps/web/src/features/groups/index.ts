/** What other features may use of groups: its public surface (the layers test admits no other import). */
export { useGroupOptions } from './groups.api.ts';
