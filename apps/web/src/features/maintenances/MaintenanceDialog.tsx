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
import { maintenanceLabels as L, type MaintenanceInput, maintenanceInput } from '@rikuun/contract';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { todayInTokyo } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { type MaintenanceValues, useListMaintenanceTasksQuery } from './maintenances.api.ts';
import { TaskSelect } from './TaskSelect.tsx';
import { useCreateMaintenance } from './use-create-maintenance.ts';
import { usePickedImages } from './use-picked-images.ts';

const formFields = ['maintained', 'memo', 'taskMasterIds'] as const;

type Props = { vehicleId: string; onClose: () => void };

/** Records one maintenance: date, items, memo and photos (previewed before upload, with progress). */
export function MaintenanceDialog({ vehicleId, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tasks = useListMaintenanceTasksQuery();
  const picked = usePickedImages();
  const { create, progress } = useCreateMaintenance(vehicleId);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<MaintenanceInput, unknown, MaintenanceValues>({
    resolver: zodResolver(maintenanceInput),
    defaultValues: { maintained: todayInTokyo(), memo: null, taskMasterIds: [] },
  });

  const submit = async (values: MaintenanceValues) => {
    try {
      await create(
        values,
        picked.images.map((image) => image.file),
      );
      notifySuccess('整備記録を登録しました');
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: formFields });
    }
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>整備記録の追加</DialogTitle>
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
          <ImagePicker
            images={picked.images}
            problems={picked.problems}
            disabled={isSubmitting}
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
        <Button onClick={onClose} disabled={isSubmitting}>
          キャンセル
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={isSubmitting}>
          保存
        </Button>
      </DialogActions>
    </Dialog>
  );
}
