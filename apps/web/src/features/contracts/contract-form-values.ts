import { type Contract, type ContractInput, contractInput, taxRateLabels, taxRates } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newContractValues = (clientId?: string): ContractInput => ({
  ...defaultsOf(contractInput),
  ...(clientId ? { clientId } : {}),
});
export const contractToInput = (contract: Contract): ContractInput => valuesOf(contractInput, contract);

export const taxRateOptions = taxRates.map((rate) => ({ value: rate, label: taxRateLabels[rate] }));
