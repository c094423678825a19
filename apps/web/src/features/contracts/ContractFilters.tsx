import Stack from '@mui/material/Stack';
import { type ContractListFilter, contractActiveLabel } from '@rikuun/contract';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { useListClientsQuery } from '../clients/index.ts';

type Props = {
  query: ContractListFilter;
  onChange: (change: Partial<ContractListFilter>, options?: { replace?: boolean }) => void;
};

const activeOptions = [
  { value: 'true', label: contractActiveLabel(true) },
  { value: 'false', label: contractActiveLabel(false) },
] as const;

/** The contract list's search, client, period (contracts valid on any day of it) and state. */
export function ContractFilters({ query, onChange }: Props) {
  const { data: clients } = useListClientsQuery({ perPage: 1000, sort: 'nameKana' });
  const clientOptions = (clients?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListSearchField
        value={query.q}
        placeholder="契約名"
        onChange={(q) => onChange({ q }, { replace: true })}
      />
      <ListSelectFilter
        label="取引先"
        value={query.clientId}
        options={clientOptions}
        onChange={(clientId) => onChange({ clientId })}
      />
      <ListDateFilter label="期間（開始）" value={query.from} onChange={(from) => onChange({ from })} />
      <ListDateFilter label="期間（終了）" value={query.to} onChange={(to) => onChange({ to })} />
      <ListSelectFilter
        label="契約状態"
        value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
        options={activeOptions}
        onChange={(active) => onChange({ active: active === undefined ? undefined : active === 'true' })}
      />
    </Stack>
  );
}
