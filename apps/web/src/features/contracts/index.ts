/** What other features may use of contracts: its public surface (the layers test admits no other import). */
export { ContractActiveChip, contractPath } from './contract-columns.tsx';
export { contractPeriod, unitPrice } from './contract-format.ts';
export { useListContractsQuery } from './contracts.api.ts';
