import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { type AttendanceType, attendanceTypeLabels, attendanceTypes } from '@rikuun/contract';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { NO_OPTIONS, useDriverOptions } from '../courses/index.ts';

export type RollCallFilter = {
  from: string;
  to: string;
  driverId?: string;
  type?: AttendanceType;
  alcoholDetected?: boolean;
  confirmed?: boolean;
};

type Props = {
  query: RollCallFilter;
  defaults: { from: string; to: string };
  onChange: (change: Partial<RollCallFilter>) => void;
};

const typeOptions = attendanceTypes.map((value) => ({ value, label: attendanceTypeLabels[value] }));

/** 期間 (a cleared date goes back to this month's), ドライバー, 種別, アルコール検知ありのみ and 未確認のみ. */
export function RollCallFilters({ query, defaults, onChange }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListDateFilter
        label="期間（開始）"
        value={query.from}
        onChange={(from) => onChange({ from: from ?? defaults.from })}
      />
      <ListDateFilter
        label="期間（終了）"
        value={query.to}
        onChange={(to) => onChange({ to: to ?? defaults.to })}
      />
      <ListSelectFilter
        label="ドライバー"
        value={query.driverId}
        options={drivers}
        onChange={(driverId) => onChange({ driverId })}
      />
      <ListSelectFilter
        label="種別"
        value={query.type}
        options={typeOptions}
        onChange={(type) => onChange({ type: type as AttendanceType | undefined })}
      />
      <FormControlLabel
        label="アルコール検知ありのみ"
        control={
          <Checkbox
            checked={query.alcoholDetected === true}
            onChange={(event) => onChange({ alcoholDetected: event.target.checked || undefined })}
          />
        }
      />
      <FormControlLabel
        label="未確認の点呼のみ"
        control={
          <Checkbox
            checked={query.confirmed === false}
            onChange={(event) => onChange({ confirmed: event.target.checked ? false : undefined })}
          />
        }
      />
    </Stack>
  );
}
