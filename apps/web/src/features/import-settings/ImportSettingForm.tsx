import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type ImportSettingInput,
  type ImportSettingValues,
  importEncodingLabels,
  importSettingInput,
  importSettingLabels as L,
  MAX_HEADER_ROWS,
} from '@rikuun/contract';
import { FormActions } from '../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { ColumnMappingTable } from './ColumnMappingTable.tsx';
import { importSettingFormFields } from './import-setting-values.ts';

const encodingOptions = optionsFrom(importEncodingLabels);

type Props = {
  defaultValues: ImportSettingInput;
  onSubmit: (values: ImportSettingValues) => Promise<void>;
  onCancel: () => void;
};

/** 取込設定: name, file format and the column mapping; the contract validates here and on the server. */
export function ImportSettingForm({ defaultValues, onSubmit, onCancel }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({
    schema: importSettingInput,
    defaultValues,
    knownFields: [...importSettingFormFields, 'columns'],
    onSubmit,
  });
  const {
    control,
    formState: { isSubmitting, errors },
  } = form;
  // A problem with the map as a whole (an unknown field) rather than one of its rows.
  const mapError = errors.columns?.message ?? errors.columns?.root?.message;
  const mapMessage = typeof mapError === 'string' ? mapError : undefined;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
          <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          <SelectControl
            control={control}
            name="encoding"
            label={L.encoding}
            options={encodingOptions}
            required
          />
          <TextFieldControl
            control={control}
            name="headerRows"
            label={L.headerRows}
            type="number"
            required
            parse={toOptionalNumber}
            helperText="見出しがない場合は0"
            slotProps={{ htmlInput: { min: 0, max: MAX_HEADER_ROWS, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
        <div>
          <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
            {L.columns}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            1行が1件の配送先になり、配送日とコース名が同じ行が1つのコースにまとまります。列は「A」「B」のような列記号か、見出し行（複数行のときは最後の行）の文字で指定します。使わない項目は空欄のままにしてください。
          </Typography>
          {mapMessage && (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {mapMessage}
            </Alert>
          )}
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <ColumnMappingTable control={control} />
          </Paper>
        </div>
      </Stack>
      <FormActions busy={isSubmitting} onCancel={onCancel} />
      {leaveDialog}
    </Box>
  );
}
