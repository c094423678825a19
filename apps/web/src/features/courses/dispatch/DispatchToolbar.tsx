import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type CalendarFilter } from '@rikuun/contract';
import { useState } from 'react';
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
  /** On a phone the filters fold away behind 絞り込み, so the day comes first. */
  phone?: boolean;
  /** The timeline: one day (前の日/今日/次の日 and any date) instead of the week. */
  day?: { value: string | undefined; onChange: (date: string | undefined) => void };
};

/** Week (or day) navigation and the 配車表's filters. */
export function DispatchToolbar({ query, date, title, onChange, phone = false, day }: Props) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = [query.groupId, query.driverId, query.contractId, query.clientId].filter(Boolean).length;
  const groups = useGroupOptions();
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const contracts = useContractOptions() ?? NO_OPTIONS;
  const clients = useClientOptions() ?? NO_OPTIONS;
  return (
    <Stack spacing={1.5} sx={{ mb: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {day ? (
          <>
            <ButtonGroup size="small" variant="outlined" aria-label="日の切り替え">
              <Button startIcon={<ChevronLeft />} onClick={() => day.onChange(addDays(date, -1))}>
                前の日
              </Button>
              <Button onClick={() => day.onChange(undefined)}>今日</Button>
              <Button endIcon={<ChevronRight />} onClick={() => day.onChange(addDays(date, 1))}>
                次の日
              </Button>
            </ButtonGroup>
            <ListDateFilter label="表示する日" value={day.value} onChange={day.onChange} />
          </>
        ) : (
          <>
            <ButtonGroup size="small" variant="outlined" aria-label="週の切り替え">
              <Button
                startIcon={<ChevronLeft />}
                onClick={() => onChange({ deliveryDate: shiftWeek(date, -1) })}
              >
                前の週
              </Button>
              <Button onClick={() => onChange({ deliveryDate: undefined })}>今週</Button>
              <Button
                endIcon={<ChevronRight />}
                onClick={() => onChange({ deliveryDate: shiftWeek(date, 1) })}
              >
                次の週
              </Button>
            </ButtonGroup>
            <ListDateFilter
              label="表示する日"
              value={query.deliveryDate}
              onChange={(deliveryDate) => onChange({ deliveryDate })}
            />
          </>
        )}
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Stack>
      {phone && (
        <Button
          size="small"
          startIcon={<FilterListOutlined />}
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(!filtersOpen)}
          sx={{ alignSelf: 'flex-start' }}
        >
          絞り込み{filtered > 0 ? `（${filtered}件）` : ''}
        </Button>
      )}
      <Collapse in={!phone || filtersOpen} unmountOnExit>
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
      </Collapse>
    </Stack>
  );
}
