import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { type ApproveStatus, approveStatuses, approveStatusLabels } from '@rikuun/contract';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { NO_OPTIONS, useClientOptions, useContractOptions, useDriverOptions } from '../courses/index.ts';
import { useGroupOptions } from '../groups/index.ts';

export type DailyReportFilter = {
  from?: string;
  to?: string;
  driverId?: string;
  groupId?: string;
  contractId?: string;
  clientId?: string;
  approveStatus?: ApproveStatus;
  includeAdjustment?: boolean;
};

type Props = { query: DailyReportFilter; onChange: (change: Partial<DailyReportFilter>) => void };

const statusOptions = approveStatuses.map((value) => ({ value, label: approveStatusLabels[value] }));

/** 期間・ドライバー・グループ・取引先・契約・状況, and whether to total with the month's 調整額. */
export function DailyReportFilters({ query, onChange }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const contracts = useContractOptions() ?? NO_OPTIONS;
  const clients = useClientOptions() ?? NO_OPTIONS;
  const groupOptions = useGroupOptions();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <ListDateFilter label="期間（開始）" value={query.from} onChange={(from) => onChange({ from })} />
      <ListDateFilter label="期間（終了）" value={query.to} onChange={(to) => onChange({ to })} />
      <ListSelectFilter
        label="ドライバー"
        value={query.driverId}
        options={drivers}
        onChange={(driverId) => onChange({ driverId })}
      />
      <ListSelectFilter
        label="グループ"
        value={query.groupId}
        options={groupOptions}
        onChange={(groupId) => onChange({ groupId })}
      />
      <ListSelectFilter
        label="取引先"
        value={query.clientId}
        options={clients}
        onChange={(clientId) => onChange({ clientId })}
      />
      <ListSelectFilter
        label="契約"
        value={query.contractId}
        options={contracts}
        onChange={(contractId) => onChange({ contractId })}
      />
      <ListSelectFilter
        label="状況"
        value={query.approveStatus}
        options={statusOptions}
        onChange={(approveStatus) => onChange({ approveStatus })}
      />
      <FormControlLabel
        label="調整額を含めて集計"
        control={
          <Checkbox
            checked={query.includeAdjustment === true}
            onChange={(event) => onChange({ includeAdjustment: event.target.checked || undefined })}
          />
        }
      />
    </Stack>
  );
}
