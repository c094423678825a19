import TablePagination from '@mui/material/TablePagination';

type Props = {
  total: number;
  page: number;
  perPage: number;
  perPageOptions: readonly number[];
  compact: boolean;
  onChange: (change: { page?: number; perPage?: number }) => void;
};

const number = (n: number) => n.toLocaleString('ja-JP');

/**
 * Japanese pagination (「1–100 / 全 1,234 件」, 表示件数). On a phone the row wraps and drops the first/last
 * buttons, so the next-page button always fits on a 360 px screen.
 */
export function TablePager({ total, page, perPage, perPageOptions, compact, onChange }: Props) {
  // A per-page value from a link that the menu does not offer is still shown as chosen.
  const options = perPageOptions.includes(perPage)
    ? [...perPageOptions]
    : [...perPageOptions, perPage].sort((a, b) => a - b);
  const lastPage = Math.max(0, Math.ceil(total / perPage) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, lastPage)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      labelRowsPerPage="表示件数"
      labelDisplayedRows={({ from, to, count }) => `${number(from)}–${number(to)} / 全 ${number(count)} 件`}
      onPageChange={(_event, next) => onChange({ page: next + 1 })}
      onRowsPerPageChange={(event) => onChange({ perPage: Number(event.target.value) })}
      showFirstButton={!compact}
      showLastButton={!compact}
      sx={{
        overflow: 'hidden',
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          rowGap: 0.5,
          ...(compact ? { pl: 1, pr: 0.5, minHeight: 0, py: 0.5 } : {}),
        },
        '& .MuiTablePagination-spacer': compact ? { display: 'none' } : {},
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-displayedRows': { my: 0 },
        '& .MuiTablePagination-input': compact ? { mr: 1, ml: 0.5 } : {},
        '& .MuiTablePagination-actions': compact ? { ml: 0.5 } : {},
      }}
    />
  );
}
