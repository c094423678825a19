import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { type CourseListFilter, courseStatuses, courseStatusLabels } from '@rikuun/contract';
import { ListSearchField } from '../../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../../components/ListDateFilter.tsx';
import { useGroupOptions } from '../../groups/index.ts';
import {
  NO_OPTIONS,
  useClientOptions,
  useContractOptions,
  useDriverOptions,
  useVehicleOptions,
} from './use-options.ts';

type Props = {
  query: CourseListFilter;
  onChange: (change: Partial<CourseListFilter>, options?: { replace?: boolean }) => void;
};

const statusOptions = courseStatuses.map((value) => ({ value, label: courseStatusLabels[value] }));

/** The course list's search, period, people and things, state, and 未割当のみ. */
export function CourseListFilters({ query, onChange }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const vehicles = useVehicleOptions() ?? NO_OPTIONS;
  const groups = useGroupOptions();
  const contracts = useContractOptions() ?? NO_OPTIONS;
  const clients = useClientOptions() ?? NO_OPTIONS;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListSearchField
        value={query.q}
        placeholder="コース名"
        onChange={(q) => onChange({ q }, { replace: true })}
      />
      <ListDateFilter label="配送日（開始）" value={query.from} onChange={(from) => onChange({ from })} />
      <ListDateFilter label="配送日（終了）" value={query.to} onChange={(to) => onChange({ to })} />
      <ListSelectFilter
        label="ドライバー"
        value={query.driverId}
        options={drivers}
        onChange={(driverId) => onChange({ driverId })}
      />
      <ListSelectFilter
        label="車両"
        value={query.vehicleId}
        options={vehicles}
        onChange={(vehicleId) => onChange({ vehicleId })}
      />
      <ListSelectFilter
        label="グループ"
        value={query.groupId}
        options={groups}
        onChange={(groupId) => onChange({ groupId })}
      />
      <ListSelectFilter
        label="契約"
        value={query.contractId}
        options={contracts}
        onChange={(contractId) => onChange({ contractId })}
      />
      <ListSelectFilter
        label="取引先"
        value={query.clientId}
        options={clients}
        onChange={(clientId) => onChange({ clientId })}
      />
      <ListSelectFilter
        label="状態"
        value={query.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
      />
      <FormControlLabel
        label="未割当のみ"
        control={
          <Checkbox
            checked={query.unassigned === true}
            onChange={(event) => onChange({ unassigned: event.target.checked || undefined })}
          />
        }
      />
    </Stack>
  );
}
