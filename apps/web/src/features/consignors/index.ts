/** What other features may use of consignors: its public surface (the layers test admits no other import). */
export { useListConsignorsQuery } from './consignors.api.ts';
