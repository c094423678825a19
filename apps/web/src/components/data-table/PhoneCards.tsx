import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type Column, cellContent, isBlank, rowName, selectLabel } from './columns.ts';
import type { RowSelection } from './use-row-selection.ts';

type Props<T> = {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  rowHref?: (row: T) => string;
  selection?: RowSelection;
};

/** The list on phones: one card per row, its title line, a status at the right and labelled details. */
export function PhoneCards<T>({ label, columns, rows, rowId, rowHref, selection }: Props<T>) {
  const primary = columns.filter((c) => c.card === 'primary');
  const status = columns.filter((c) => c.card === 'status');
  const secondary = columns.filter((c) => c.card === 'secondary');

  const body = (row: T): ReactNode => (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
          {primary.map((column) => (
            <Box key={column.id} component="span" sx={{ mr: 1 }}>
              {cellContent(column, row)}
            </Box>
          ))}
        </Typography>
        {status.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
            {status.map((column) => (
              <Box key={column.id}>{cellContent(column, row)}</Box>
            ))}
          </Stack>
        )}
      </Stack>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5, typography: 'body2' }}
      >
        {secondary
          .filter((column) => !isBlank(column, row))
          .map((column) => (
            <Box key={column.id} sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {column.label}
              </Box>
              <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {cellContent(column, row)}
              </Box>
            </Box>
          ))}
      </Box>
    </>
  );

  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label={label}>
      {rows.map((row) => {
        const id = rowId(row);
        const href = rowHref?.(row);
        return (
          <Card key={id} component="li" variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start' }}>
            {selection && (
              <Checkbox
                size="small"
                checked={selection.isSelected(id)}
                onChange={(event) => selection.setMany([id], event.target.checked)}
                slotProps={{ input: { 'aria-label': selectLabel(rowName(columns, row)) } }}
                sx={{ mt: 0.5 }}
              />
            )}
            {href ? (
              <CardActionArea component={RouterLink} to={href} sx={{ p: 1.5, minWidth: 0 }}>
                {body(row)}
              </CardActionArea>
            ) : (
              <Box sx={{ p: 1.5, minWidth: 0, flexGrow: 1 }}>{body(row)}</Box>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
