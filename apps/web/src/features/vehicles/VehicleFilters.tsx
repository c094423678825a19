import Stack from '@mui/material/Stack';
import { activeLabel, type VehicleListFilter, vehicleClasses, vehicleClassLabels } from '@rikuun/contract';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';

type Props = {
  query: VehicleListFilter;
  onChange: (change: Partial<VehicleListFilter>, options?: { replace?: boolean }) => void;
};

const activeOptions = [
  { value: 'true', label: activeLabel(true) },
  { value: 'false', label: activeLabel(false) },
] as const;
const classOptions = vehicleClasses.map((value) => ({ value, label: vehicleClassLabels[value] }));

/** The vehicle list's search box and filters. */
export function VehicleFilters({ query, onChange }: Props) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <ListSearchField
        value={query.q}
        placeholder="登録番号・車両名など"
        onChange={(q) => onChange({ q }, { replace: true })}
      />
      <ListSelectFilter
        label="稼働状態"
        value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
        options={activeOptions}
        onChange={(active) => onChange({ active: active === undefined ? undefined : active === 'true' })}
      />
      <ListSelectFilter
        label="車格"
        value={query.vehicleClass}
        options={classOptions}
        onChange={(vehicleClass) => onChange({ vehicleClass })}
      />
    </Stack>
  );
}
