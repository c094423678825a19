import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { ImportSetting } from '@rikuun/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useDeleteImportSettingMutation } from './import-settings.api.ts';

export function DeleteImportSettingButton({ setting }: { setting: ImportSetting }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [deleteSetting, { isLoading }] = useDeleteImportSettingMutation();
  const confirm = async () => {
    try {
      await deleteSetting(setting.id).unwrap();
      notifySuccess('削除しました');
      navigate('/import-settings', { replace: true });
    } catch (error) {
      setOpen(false);
      handleError(error);
    }
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        削除
      </Button>
      <ConfirmDialog
        open={open}
        title="取込設定を削除しますか？"
        message={`「${setting.name}」を削除します。この設定で取り込んだコースは残ります。`}
        busy={isLoading}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
