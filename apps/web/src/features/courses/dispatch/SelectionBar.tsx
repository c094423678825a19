import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { CourseBulkActions } from './CourseBulkActions.tsx';
import type { SelectionStore } from './selection-store.ts';

type Props = { selection: SelectionStore; weekIds: readonly string[] };

/** Select-all for the week, and the bulk actions once anything is selected. */
export function SelectionBar({ selection, weekIds }: Props) {
  const ids = useSyncExternalStore(selection.subscribe, selection.ids);
  const all = weekIds.length > 0 && weekIds.every((id) => selection.has(id));
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        mb: 1,
        flexWrap: 'wrap',
        minHeight: 48,
      }}
    >
      <FormControlLabel
        label="この週のコースをすべて選択"
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={!all && ids.length > 0}
            disabled={weekIds.length === 0}
            onChange={(event) => (event.target.checked ? selection.set(weekIds) : selection.clear())}
          />
        }
      />
      {ids.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 700, mr: 1 }}>
            {ids.length}件を選択中
          </Typography>
          <CourseBulkActions ids={ids} onDone={selection.clear} />
          <Button size="small" onClick={selection.clear}>
            選択を解除
          </Button>
        </>
      )}
    </Paper>
  );
}
