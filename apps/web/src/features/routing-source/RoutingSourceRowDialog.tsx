import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import {
  type RoutingSourceField,
  type RoutingSourceRow,
  routingSourceColumns,
  routingSourceRowInput,
} from '@rikuun/contract';
import type { Control } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useUpdateRoutingSourceRowMutation } from './routing-source.api.ts';

/** A row's values (stored, or as the form read them) as the cells of the file. */
const cellsOf = (values: Record<RoutingSourceField, string | number | null>) =>
  Object.fromEntries(
    routingSourceColumns.map(({ field }) => [field, values[field] === null ? '' : String(values[field])]),
  ) as Record<RoutingSourceField, string>;

type Props = { row: RoutingSourceRow; onClose: () => void };

/**
 * 修正 of a row still 未処理: every column as text, checked by the file's rules (here and again on the
 * server), so the saved row has no errors left and can become a course.
 */
export function RoutingSourceRowDialog({ row, onClose }: Props) {
  const [update] = useUpdateRoutingSourceRowMutation();
  const { control, dialog } = useDialogForm({
    schema: routingSourceRowInput,
    defaultValues: cellsOf(row),
    onSubmit: async (values) => {
      // The values as read (dates and times normalized) go back as cells: the server reads them again.
      await update({ id: row.id, body: cellsOf(values) }).unwrap();
      notifySuccess('配送データを修正しました');
      onClose();
    },
    handled: (error) => {
      if ((error as { status?: unknown }).status !== 409) return false;
      handleError(error);
      onClose();
      return true;
    },
  });
  // The fields hold the cells' text; the schema's output (numbers, nulls) is only what is sent.
  const cells = control as unknown as Control<Record<RoutingSourceField, string>>;
  return (
    <FormDialog {...dialog} title="配送データの修正" maxWidth="md" onClose={onClose}>
      <DialogContentText variant="body2">
        {row.fileName}（{row.lineNumber}行目）。CSVと同じ書き方で入力してください。
      </DialogContentText>
      {row.errors.length > 0 && (
        <DialogContentText variant="body2" color="error">
          {row.errors.map((e) => e.message).join('、')}
        </DialogContentText>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {routingSourceColumns.map((c) => (
          <TextFieldControl
            key={c.field}
            control={cells}
            name={c.field}
            label={c.header}
            required={c.required}
            helperText={c.description ?? `例: ${c.example}`}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
