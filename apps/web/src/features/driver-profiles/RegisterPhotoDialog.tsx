import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { registerPhotoFields, todayInTokyo } from '@rikuun/contract';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-files.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useAddRegisterPhotoMutation } from './driver-register.api.ts';

const hiddenInput = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

/** The 台帳's photo: one picture and the day it was taken (it must be within 6 months). */
export function RegisterPhotoDialog({ driverId, onClose }: { driverId: string; onClose: () => void }) {
  const [add] = useAddRegisterPhotoMutation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const { control, dialog } = useDialogForm({
    schema: registerPhotoFields,
    defaultValues: { takenOn: todayInTokyo() },
    changedOutside: photo !== null,
    onSubmit: async ({ takenOn }) => {
      if (!photo) {
        setPhotoError('写真を選択してください');
        return;
      }
      await add({ driverId, photo, takenOn }).unwrap();
      notifySuccess('運転者台帳の写真を登録しました');
      onClose();
    },
  });
  return (
    <FormDialog title="運転者台帳の写真" {...dialog} progress={null} onClose={onClose}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        6か月以内に撮影した、単独・上三分身・無帽・正面・無背景の写真を登録してください。
      </Typography>
      {/* The file input inside is the control that takes focus (the theme rings the label then). */}
      {/* biome-ignore lint/a11y/useValidAriaRole: undefined takes away the role="button" MUI gives a label */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        startIcon={<AddPhotoAlternateOutlined />}
      >
        {photo ? photo.name : '写真を選択'}
        <input
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          style={hiddenInput}
          onChange={(event) => {
            setPhoto(event.target.files?.[0] ?? null);
            setPhotoError(null);
          }}
        />
      </Button>
      {photoError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {photoError}
        </Typography>
      )}
      <DateFieldControl control={control} name="takenOn" label="撮影日" required disableFuture />
    </FormDialog>
  );
}
