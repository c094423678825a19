import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  hasMaintenanceContent,
  maintenanceLabels as L,
  MAINTENANCE_EMPTY_MESSAGE,
  MAINTENANCE_EMPTY_PATH,
  MAINTENANCE_IMAGE_MAX_BYTES,
  MAINTENANCE_IMAGE_MAX_COUNT,
  type Maintenance,
  type MaintenanceInput,
  maintenanceFields,
} from '@rikuun/contract';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { usePickedImages } from '../../components/use-picked-images.ts';
import { handleError } from '../../lib/errors.ts';
import { todayInTokyo } from '../../lib/format.ts';
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
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tasks = useListMaintenanceTasksQuery();
  const existingImages = maintenance?.images.length ?? 0;
  const picked = usePickedImages({
    maxCount: MAINTENANCE_IMAGE_MAX_COUNT - existingImages,
    maxBytes: MAINTENANCE_IMAGE_MAX_BYTES,
  });
  const { save, progress } = useSaveMaintenance(vehicleId, maintenance);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
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
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<MaintenanceInput, unknown, MaintenanceValues>({
    resolver: zodResolver(schema),
    defaultValues: maintenance
      ? {
          maintained: maintenance.maintained,
          memo: maintenance.memo,
          taskMasterIds: maintenance.taskMasterIds,
        }
      : { maintained: todayInTokyo(), memo: null, taskMasterIds: [] },
  });
  const changed = isDirty || picked.images.length > 0;

  const submit = async (values: MaintenanceValues) => {
    try {
      await save(
        values,
        picked.images.map((image) => image.file),
      );
      notifySuccess(maintenance ? '整備記録を更新しました' : '整備記録を登録しました');
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: formFields });
    }
  };

  /** Escape, a backdrop click and キャンセル all come here: a changed dialog asks first. */
  const requestClose = () => {
    if (isSubmitting) return;
    if (changed) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={requestClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{maintenance ? '整備記録の編集' : '整備記録の追加'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit(submit)}
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
          {progress !== null && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                アップロード中… {Math.round(progress * 100)}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress * 100}
                aria-label="アップロードの進み具合"
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose} disabled={isSubmitting}>
          キャンセル
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={isSubmitting}>
          保存
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmingDiscard}
        title="変更を破棄しますか？"
        message="入力した内容は保存されません。"
        confirmLabel="破棄"
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
        onClose={() => setConfirmingDiscard(false)}
      />
    </Dialog>
  );
}
