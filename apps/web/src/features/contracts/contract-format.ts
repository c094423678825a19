import { type Contract, feeTypeUnits } from '@rikuun/contract';
import { formatYen } from '../../lib/format.ts';

/** 「¥32,000 / 便」 */
export const unitPrice = (amount: number | null, contract: Pick<Contract, 'feeType'>) =>
  amount === null ? '' : `${formatYen(amount)} / ${feeTypeUnits[contract.feeType]}`;

/** A contract date (YYYY-MM-DD) as 2026/04/01: periods read shorter without the weekday. */
const shownDate = (date: string) => date.replaceAll('-', '/');

/** 「2026/04/01 〜 2027/03/31」, an open end as 「2026/04/01 〜」. */
export const contractPeriod = (c: { from: string; to: string | null }) =>
  `${shownDate(c.from)} 〜 ${c.to ? shownDate(c.to) : ''}`.trim();
