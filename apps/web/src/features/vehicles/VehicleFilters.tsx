import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { vehicleClassLabels } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import type { VehicleListFilters } from './vehicle-list-params.ts';

type Props = {
  filters: VehicleListFilters;
  onChange: (change: Partial<VehicleListFilters>) => void;
};

const SEARCH_DELAY_MS = 400;

/** Search box and filters; the search waits for a pause in typing before it changes the URL. */
export function VehicleFilters({ filters, onChange }: Props) {
  const [q, setQ] = useState(filters.q);

  // Back/forward navigation changes the URL under us: show what it says.
  useEffect(() => setQ(filters.q), [filters.q]);

  useEffect(() => {
    if (q.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => onChange({ q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters.q, onChange]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        label="検索"
        placeholder="登録番号・車両名など"
        type="search"
        size="small"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && onChange({ q })}
        sx={{ maxWidth: { sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="稼働状態"
        size="small"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={filters.active}
        onChange={(event) => onChange({ active: event.target.value as VehicleListFilters['active'] })}
        sx={{ minWidth: 140, maxWidth: { sm: 180 } }}
      >
        <MenuItem value="">すべて</MenuItem>
        <MenuItem value="true">稼働中</MenuItem>
        <MenuItem value="false">非稼働</MenuItem>
      </TextField>
      <TextField
        select
        label="車格"
        size="small"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={filters.vehicleClass}
        onChange={(event) =>
          onChange({ vehicleClass: event.target.value as VehicleListFilters['vehicleClass'] })
        }
        sx={{ minWidth: 140, maxWidth: { sm: 180 } }}
      >
        <MenuItem value="">すべて</MenuItem>
        {Object.entries(vehicleClassLabels).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
