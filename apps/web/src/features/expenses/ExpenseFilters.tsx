import Stack from '@mui/material/Stack';
import { approveStatusLabels, feeTypeLabels, feeTypes } from '@rikuun/contract';
import { ListAmountFilter } from '../../components/data-table/ListAmountFilter.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { NO_OPTIONS, useContractOptions, useDriverOptions } from '../courses/index.ts';
import {
  type ExpensePageQuery,
  type ExpenseStatusFilter,
  expenseStatusFilters,
} from './expense-list-params.ts';

type Props = {
  query: ExpensePageQuery;
  onChange: (change: Partial<ExpensePageQuery>, options?: { replace?: boolean }) => void;
};

const statusOptions = expenseStatusFilters
  .filter((s) => s !== 'all')
  .map((value) => ({ value, label: approveStatusLabels[value as Exclude<ExpenseStatusFilter, 'all'>] }));
const feeTypeOptions = feeTypes.map((value) => ({ value, label: feeTypeLabels[value] }));

/**
 * 支払日の期間, 金額の範囲 and 支払先 (the 電子帳簿保存法's search keys, combinable), ドライバー, 承認状況
 * (申請中 unless chosen), 契約 and 運賃区分.
 */
export function ExpenseFilters({ query, onChange }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const contracts = useContractOptions() ?? NO_OPTIONS;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListDateFilter label="支払日（開始）" value={query.from} onChange={(from) => onChange({ from })} />
      <ListDateFilter label="支払日（終了）" value={query.to} onChange={(to) => onChange({ to })} />
      <ListAmountFilter
        label="金額（下限）"
        value={query.amountMin}
        onChange={(amountMin) => onChange({ amountMin })}
      />
      <ListAmountFilter
        label="金額（上限）"
        value={query.amountMax}
        onChange={(amountMax) => onChange({ amountMax })}
      />
      <ListSearchField label="支払先" value={query.payee} onChange={(payee) => onChange({ payee })} />
      <ListSelectFilter
        label="承認状況"
        value={query.status === 'all' ? undefined : query.status}
        options={statusOptions}
        onChange={(status) => onChange({ status: (status ?? 'all') as ExpenseStatusFilter })}
      />
      <ListSelectFilter
        label="ドライバー"
        value={query.driverId}
        options={drivers}
        onChange={(driverId) => onChange({ driverId })}
      />
      <ListSelectFilter
        label="契約"
        value={query.contractId}
        options={contracts}
        onChange={(contractId) => onChange({ contractId })}
      />
      <ListSelectFilter
        label="運賃区分"
        value={query.feeType}
        options={feeTypeOptions}
        onChange={(feeType) => onChange({ feeType })}
      />
    </Stack>
  );
}
