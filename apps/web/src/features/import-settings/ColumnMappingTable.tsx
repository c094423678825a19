import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {
  type ImportSettingInput,
  importFieldLabels,
  importFields,
  requiredImportFields,
} from '@rikuun/contract';
import { type Control, Controller } from 'react-hook-form';

const required = new Set<string>(requiredImportFields);

/** 列の対応: one row per course or destination field, with the column letter or header text to read. */
export function ColumnMappingTable({ control }: { control: Control<ImportSettingInput> }) {
  return (
    <Table size="small" aria-label="列の対応">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { sm: '40%' } }}>取り込む項目</TableCell>
          <TableCell>列記号（A、B…）または見出しの文字</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {importFields.map((field) => (
          <TableRow key={field}>
            <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', pt: 2 }}>
              {importFieldLabels[field]}
              {required.has(field) && (
                <Chip size="small" color="primary" variant="outlined" label="必須" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell>
              <Controller
                control={control}
                name={`columns.${field}`}
                render={({ field: input, fieldState }) => (
                  <TextField
                    size="small"
                    fullWidth
                    name={input.name}
                    inputRef={input.ref}
                    value={input.value ?? ''}
                    onBlur={input.onBlur}
                    onChange={(event) => input.onChange(event.target.value)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { 'aria-label': `${importFieldLabels[field]}の列` } }}
                    placeholder={required.has(field) ? '例: A または 配送日' : '取り込まない'}
                  />
                )}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
