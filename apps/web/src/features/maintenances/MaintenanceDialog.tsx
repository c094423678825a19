import Typography from '@mui/material/Typography';
import {
  hasMaintenanceContent,
  maintenanceLabels as L,
  MAINTENANCE_EMPTY_MESSAGE,
  MAINTENANCE_EMPTY_PATH,
  MAINTENANCE_IMAGE_MAX_BYTES,
  MAINTENANCE_IMAGE_MAX_COUNT,
  type Maintenance,
  maintenanceFields,
  todayInTokyo,
} from '@rikuun/contract';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { usePickedImages } from '../../components/use-picked-images.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { type MaintenanceValues, useListMaintenanceTasksQuery } from './maintenances.api.ts';
import { TaskSelect } from './TaskSelect.tsx';
import { useSaveMaintenance } from './use-save-maintenance.ts';

const formFields = ['maintained', 'memo', 'taskMasterIds'] as const;

/** Without `maintenance`: a new record. With it: that record, edited, and images added to it. */
type Props = { vehicleId: string; maintenance?: Maintenance; onClose: () => void };

/**
 * Records or edits one maintenance: date, items, memo and photos (previewed before upload, with
 * progress). A record needs a task, a memo or an image. Closing a changed dialog asks first.
 */
export function MaintenanceDialog({ vehicleId, maintenance, onClose }: Props) {
  const tasks = useListMaintenanceTasksQuery();
  const existingImages = maintenance?.images.length ?? 0;
  const picked = usePickedImages({
    maxCount: MAINTENANCE_IMAGE_MAX_COUNT - existingImages,
    maxBytes: MAINTENANCE_IMAGE_MAX_BYTES,
  });
  const { save, progress } = useSaveMaintenance(vehicleId, maintenance);
  const imageCount = existingImages + picked.images.length;
  // The images picked are outside the form: the empty-record rule counts them here.
  const schema = useMemo(
    () =>
      maintenanceFields.refine((values) => hasMaintenanceContent(values, imageCount), {
        error: MAINTENANCE_EMPTY_MESSAGE,
        path: [MAINTENANCE_EMPTY_PATH],
      }),
    [imageCount],
  );
  const { control, dialog } = useDialogForm({
    schema,
    knownFields: formFields,
    changedOutside: picked.images.length > 0,
    defaultValues: maintenance
      ? {
          maintained: maintenance.maintained,
          memo: maintenance.memo,
          taskMasterIds: maintenance.taskMasterIds,
        }
      : { maintained: todayInTokyo(), memo: null, taskMasterIds: [] },
    onSubmit: async (values: MaintenanceValues) => {
      await save(
        values,
        picked.images.map((image) => image.file),
      );
      notifySuccess(maintenance ? '整備記録を更新しました' : '整備記録を登録しました');
      onClose();
    },
  });
  const isSubmitting = dialog.submitting;

  return (
    <FormDialog
      title={maintenance ? '整備記録の編集' : '整備記録の追加'}
      {...dialog}
      progress={progress}
      onClose={onClose}
    >
      <DateFieldControl control={control} name="maintained" label={L.maintained} required disableFuture />
      <Controller
        control={control}
        name="taskMasterIds"
        render={({ field, fieldState }) => (
          <TaskSelect
            tasks={tasks.data?.data ?? []}
            loading={tasks.isLoading}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isSubmitting}
          />
        )}
      />
      <TextFieldControl
        control={control}
        name="memo"
        label={L.memo}
        multiline
        minRows={3}
        parse={emptyToNull}
      />
      {existingImages > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          登録済みの画像: {existingImages}枚（削除は整備記録の一覧から行えます）
        </Typography>
      )}
      <ImagePicker
        images={picked.images}
        problems={picked.problems}
        disabled={isSubmitting}
        maxCount={MAINTENANCE_IMAGE_MAX_COUNT - existingImages}
        maxBytes={MAINTENANCE_IMAGE_MAX_BYTES}
        onAdd={(files) => void picked.add(files)}
        onRemove={picked.remove}
      />
    </FormDialog>
  );
}
