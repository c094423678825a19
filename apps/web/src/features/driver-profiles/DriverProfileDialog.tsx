import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
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
  DRIVER_PROFILE_IMAGE_MAX_BYTES,
  DRIVER_PROFILE_IMAGE_MAX_COUNT,
  type DriverProfile,
  type DriverProfileInput,
  type DriverProfileValues,
  driverProfileFields,
  driverProfileLabels as L,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BankAccountFields } from '../../components/form/BankAccountFields.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { usePickedImages } from '../../components/use-picked-images.ts';
import { handleError } from '../../lib/errors.ts';
import { notifier, notifySuccess } from '../../lib/notifier.ts';
import { useListJobTypesQuery, useSaveDriverProfileMutation } from './driver-profiles.api.ts';
import { ExpiryFields } from './ExpiryFields.tsx';
import { profileFormFields, profileFormValues } from './profile-form-values.ts';

type Props = { profile: DriverProfile; onClose: () => void };

const Section = ({ title }: { title: string }) => (
  <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', pt: 1 }}>
    {title}
  </Typography>
);

/**
 * Edits a driver's 詳細プロフィール: job type, expiry dates, cards, 貸与品, 稼働可能時間, memo, the
 * contractor's bank account and new photos (uploaded with progress). A registration number whose
 * check digit fails is saved, with the warning shown at the field. Closing a changed dialog asks first.
 */
export function DriverProfileDialog({ profile, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const jobTypes = useListJobTypesQuery();
  const [save] = useSaveDriverProfileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const remaining = DRIVER_PROFILE_IMAGE_MAX_COUNT - profile.images.length;
  const picked = usePickedImages({ maxCount: remaining, maxBytes: DRIVER_PROFILE_IMAGE_MAX_BYTES });
  const form = useForm<DriverProfileInput, unknown, DriverProfileValues>({
    resolver: zodResolver(driverProfileFields),
    defaultValues: profileFormValues(profile),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;
  const changed = isDirty || picked.images.length > 0;

  const submit = async (values: DriverProfileValues) => {
    setProgress(picked.images.length > 0 ? 0 : null);
    try {
      const saved = await save({
        driverId: profile.driverId,
        registered: profile.registered,
        values,
        images: picked.images.map((image) => image.file),
        onProgress: picked.images.length > 0 ? setProgress : undefined,
      }).unwrap();
      notifySuccess('詳細プロフィールを保存しました');
      for (const warning of saved.warnings) notifier.show(warning.message, 'warning');
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: profileFormFields });
    } finally {
      setProgress(null);
    }
  };

  const requestClose = () => {
    if (isSubmitting) return;
    if (changed) setConfirmingDiscard(true);
    else onClose();
  };

  const jobTypeOptions = (jobTypes.data?.data ?? []).map((j) => ({ value: j.id, label: j.name }));
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      onClose={requestClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>詳細プロフィールの編集</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit(submit)}
        >
          <SelectControl
            control={control}
            name="jobTypeId"
            label={L.jobTypeId}
            options={jobTypeOptions}
            emptyLabel="未選択"
          />
          <ExpiryFields control={control} />
          <TextFieldControl
            control={control}
            name="issuedItemsText"
            label={L.issuedItemsText}
            placeholder="例: 制服上下、無線機、台車"
            multiline
            minRows={2}
            parse={emptyToNull}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['availableFrom', 'availableUntil'] as const).map((name) => (
              <TextFieldControl
                key={name}
                control={control}
                name={name}
                label={L[name]}
                type="time"
                fullWidth
                parse={emptyToNull}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
          </Stack>
          <TextFieldControl
            control={control}
            name="memo"
            label={L.memo}
            multiline
            minRows={3}
            parse={emptyToNull}
          />
          <Section title="振込先（委託ドライバー）" />
          {/* FormProvider: BankAccountFields reads the form from context. */}
          <FormProvider {...form}>
            <BankAccountFields disabled={isSubmitting} />
          </FormProvider>
          <Section title={L.images} />
          <ImagePicker
            images={picked.images}
            problems={picked.problems}
            disabled={isSubmitting}
            maxCount={remaining}
            maxBytes={DRIVER_PROFILE_IMAGE_MAX_BYTES}
            onAdd={(files) => void picked.add(files)}
            onRemove={picked.remove}
          />
          {remaining <= 0 && (
            <Alert severity="info">写真は{DRIVER_PROFILE_IMAGE_MAX_COUNT}枚まで登録できます。</Alert>
          )}
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
