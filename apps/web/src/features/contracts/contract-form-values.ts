import {
  type Contract,
  type ContractInput,
  contractInput,
  serviceTaxRateLabels,
  serviceTaxRates,
} from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newContractValues = (clientId?: string): ContractInput => ({
  ...defaultsOf(contractInput),
  ...(clientId ? { clientId } : {}),
});
export const contractToInput = (contract: Contract): ContractInput => valuesOf(contractInput, contract);

export const taxRateOptions = serviceTaxRates.map((rate) => ({
  value: rate,
  label: serviceTaxRateLabels[rate],
}));
