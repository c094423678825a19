import Stack from '@mui/material/Stack';
import type { AccidentReportListQuery } from '@rikuun/contract';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { NO_OPTIONS, useDriverOptions } from '../courses/index.ts';

type Props = {
  query: AccidentReportListQuery;
  onChange: (change: Partial<AccidentReportListQuery>, options?: { replace?: boolean }) => void;
};

const criticalOptions = [
  { value: 'true', label: '重大事故のみ' },
  { value: 'false', label: '重大事故以外' },
] as const;

/** 発生日（期間）, ドライバー and 重大事故, kept in the URL. */
export function AccidentFilters({ query, onChange }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListDateFilter label="発生日（開始）" value={query.from} onChange={(from) => onChange({ from })} />
      <ListDateFilter label="発生日（終了）" value={query.to} onChange={(to) => onChange({ to })} />
      <ListSelectFilter
        label="ドライバー"
        value={query.driverId}
        options={drivers}
        onChange={(driverId) => onChange({ driverId })}
      />
      <ListSelectFilter
        label="重大事故"
        value={query.isCritical === undefined ? undefined : String(query.isCritical)}
        options={criticalOptions}
        onChange={(v) => onChange({ isCritical: v === undefined ? undefined : v === 'true' })}
      />
    </Stack>
  );
}
