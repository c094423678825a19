import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import TextField from '@mui/material/TextField';
import type { MaintenanceTask } from '@rikuun/contract';
import { useMemo } from 'react';

type Props = {
  tasks: readonly MaintenanceTask[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
  error?: string;
  disabled?: boolean;
};

/** The master's order, with each category kept together (placed where its first item falls). */
function sortByCategory(tasks: readonly MaintenanceTask[]): MaintenanceTask[] {
  const rank = new Map<string, number>();
  for (const task of tasks)
    rank.set(task.category, Math.min(rank.get(task.category) ?? task.sortOrder, task.sortOrder));
  return [...tasks].sort(
    (a, b) =>
      (rank.get(a.category) ?? 0) - (rank.get(b.category) ?? 0) ||
      a.category.localeCompare(b.category, 'ja') ||
      a.sortOrder - b.sortOrder,
  );
}

/** Multi-select of 点検・整備項目, grouped by category and in the master's order; type to narrow. */
export function TaskSelect({ tasks, value, onChange, loading, error, disabled }: Props) {
  const sorted = useMemo(() => sortByCategory(tasks), [tasks]);
  const selected = useMemo(() => sorted.filter((task) => value.includes(task.id)), [sorted, value]);

  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={sorted}
      value={selected}
      loading={loading}
      disabled={disabled}
      groupBy={(task) => task.category}
      getOptionLabel={(task) => task.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, next) => onChange(next.map((task) => task.id))}
      noOptionsText="該当する項目はありません"
      renderOption={({ key, ...props }, task, { selected: checked }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={checked} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} />
          {task.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="点検・整備項目" error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
