import { type Contract, feeTypeUnits } from '@rikuun/contract';
import { formatDate, formatYen } from '../../lib/format.ts';

/** 「¥32,000 / 便」 */
export const unitPrice = (amount: number | null, contract: Pick<Contract, 'feeType'>) =>
  amount === null ? '' : `${formatYen(amount)} / ${feeTypeUnits[contract.feeType]}`;

/** 「2026/04/01 〜 2027/03/31」, an open end as 「2026/04/01 〜」. */
export const contractPeriod = (c: { from: string; to: string | null }) =>
  `${formatDate(c.from)} 〜 ${c.to ? formatDate(c.to) : ''}`.trim();
