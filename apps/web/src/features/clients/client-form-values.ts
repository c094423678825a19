import {
  type Client,
  type ClientBase,
  type ClientBaseInput,
  type ClientInput,
  clientBaseInput,
  clientInput,
  closingDayLabel,
  holidayRuleLabels,
  holidayRules,
  paymentMonthLabel,
  tollHandlingLabels,
  tollHandlings,
} from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newClientValues: ClientInput = defaultsOf(clientInput);
/** consignorId is kept (though not edited here) because PUT replaces the record. */
export const clientToInput = (client: Client): ClientInput => valuesOf(clientInput, client);

export const newClientBaseValues: ClientBaseInput = defaultsOf(clientBaseInput);
export const clientBaseToInput = (site: ClientBase): ClientBaseInput => valuesOf(clientBaseInput, site);

/** 1日 … 28日, then 月末 (0): for 締日 and 支払日. */
export const dayOptions = [
  ...Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: closingDayLabel(i + 1) })),
  { value: 0, label: closingDayLabel(0) },
];
export const paymentMonthOptions = Array.from({ length: 7 }, (_, months) => ({
  value: months,
  label: paymentMonthLabel(months),
}));
export const holidayRuleOptions = holidayRules.map((rule) => ({
  value: rule,
  label: holidayRuleLabels[rule],
}));
export const tollHandlingOptions = tollHandlings.map((handling) => ({
  value: handling,
  label: tollHandlingLabels[handling],
}));
