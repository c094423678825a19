import Stack from '@mui/material/Stack';
import {
  type DriverListFilter,
  driverStatuses,
  driverStatusLabels,
  employmentTypeLabels,
  employmentTypes,
} from '@rikuun/contract';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { useGroupOptions } from '../groups/index.ts';

type Props = {
  query: DriverListFilter;
  onChange: (change: Partial<DriverListFilter>, options?: { replace?: boolean }) => void;
};

const statusOptions = driverStatuses.map((value) => ({ value, label: driverStatusLabels[value] }));
const employmentOptions = employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }));

/** The driver list's search box and filters (group, status, employment type), kept in the URL. */
export function DriverFilters({ query, onChange }: Props) {
  const groupOptions = useGroupOptions();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListSearchField
        value={query.q}
        placeholder="氏名・フリガナ・メール・電話番号"
        onChange={(q) => onChange({ q }, { replace: true })}
      />
      <ListSelectFilter
        label="グループ"
        value={query.groupId}
        options={groupOptions}
        onChange={(groupId) => onChange({ groupId })}
      />
      <ListSelectFilter
        label="状態"
        value={query.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
      />
      <ListSelectFilter
        label="雇用区分"
        value={query.employmentType}
        options={employmentOptions}
        onChange={(employmentType) => onChange({ employmentType })}
      />
    </Stack>
  );
}
