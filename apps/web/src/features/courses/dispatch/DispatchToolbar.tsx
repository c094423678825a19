import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarFilter } from '@rikuun/contract';
import { ListSelectFilter } from '../../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../../components/ListDateFilter.tsx';
import { useGroupOptions } from '../../groups/index.ts';
import { shiftWeek } from './calendar-rows.ts';
import { NO_OPTIONS, useClientOptions, useContractOptions, useDriverOptions } from './use-options.ts';

type Props = {
  query: CalendarFilter;
  /** The day whose week is shown (the URL's deliveryDate, or today). */
  date: string;
  title: string;
  onChange: (change: Partial<CalendarFilter>, options?: { replace?: boolean }) => void;
};

/** Week navigation (前の週/今週/次の週 and any date) and the 配車表's filters. */
export function DispatchToolbar({ query, date, title, onChange }: Props) {
  const groups = useGroupOptions();
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const contracts = useContractOptions() ?? NO_OPTIONS;
  const clients = useClientOptions() ?? NO_OPTIONS;
  return (
    <Stack spacing={1.5} sx={{ mb: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ButtonGroup size="small" variant="outlined" aria-label="週の切り替え">
          <Button startIcon={<ChevronLeft />} onClick={() => onChange({ deliveryDate: shiftWeek(date, -1) })}>
            前の週
          </Button>
          <Button onClick={() => onChange({ deliveryDate: undefined })}>今週</Button>
          <Button endIcon={<ChevronRight />} onClick={() => onChange({ deliveryDate: shiftWeek(date, 1) })}>
            次の週
          </Button>
        </ButtonGroup>
        <ListDateFilter
          label="表示する日"
          value={query.deliveryDate}
          onChange={(deliveryDate) => onChange({ deliveryDate })}
        />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <ListSelectFilter
          label="グループ"
          value={query.groupId}
          options={groups}
          onChange={(groupId) => onChange({ groupId })}
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
          label="取引先"
          value={query.clientId}
          options={clients}
          onChange={(clientId) => onChange({ clientId })}
        />
      </Stack>
    </Stack>
  );
}
