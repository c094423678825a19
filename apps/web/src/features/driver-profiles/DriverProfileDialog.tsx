import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DRIVER_PROFILE_IMAGE_MAX_BYTES,
  DRIVER_PROFILE_IMAGE_MAX_COUNT,
  type DriverProfile,
  type DriverProfileValues,
  driverProfileFields,
  driverProfileLabels as L,
} from '@rikuun/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { usePickedImages } from '../../components/use-picked-images.ts';
import { notifier, notifySuccess } from '../../lib/notifier.ts';
import { BankAccountFields } from '../reference-data/index.ts';
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
  const jobTypes = useListJobTypesQuery();
  const [save] = useSaveDriverProfileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const remaining = DRIVER_PROFILE_IMAGE_MAX_COUNT - profile.images.length;
  const picked = usePickedImages({ maxCount: remaining, maxBytes: DRIVER_PROFILE_IMAGE_MAX_BYTES });
  const { form, control, dialog } = useDialogForm({
    schema: driverProfileFields,
    defaultValues: profileFormValues(profile),
    knownFields: profileFormFields,
    changedOutside: picked.images.length > 0,
    onSubmit: (values: DriverProfileValues) => send(values),
  });
  const isSubmitting = dialog.submitting;

  async function send(values: DriverProfileValues) {
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
    } finally {
      setProgress(null);
    }
  }

  const jobTypeOptions = (jobTypes.data?.data ?? []).map((j) => ({ value: j.id, label: j.name }));
  return (
    <FormDialog
      title="詳細プロフィールの編集"
      {...dialog}
      progress={progress}
      onClose={onClose}
      maxWidth="md"
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
          <TimeFieldControl key={name} control={control} name={name} label={L[name]} />
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
    </FormDialog>
  );
}
