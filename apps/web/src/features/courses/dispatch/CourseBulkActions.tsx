import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import {
  useAssignContractsMutation,
  useRemoveCoursesMutation,
  useSendAssignNotificationsMutation,
} from '../courses.api.ts';
import { OptionPicker } from './OptionPicker.tsx';
import { NO_OPTIONS, useContractOptions } from './use-options.ts';

type Props = { ids: readonly string[]; onDone: () => void };
type Open = 'remove' | 'contract' | 'notify' | null;

/** 「N件のコースについてM人のドライバーに通知しました」, plus the courses left out for lack of a driver. */
export function notificationResultMessage(result: { count: number; drivers: number; skipped: number }) {
  const base = `${result.count}件のコースについて${result.drivers}人のドライバーに通知しました`;
  return result.skipped > 0 ? `${base}（ドライバー未割当の${result.skipped}件は除きました）` : base;
}

function AssignContractDialog({ ids, onClose, onDone }: Props & { onClose: () => void }) {
  const options = useContractOptions() ?? NO_OPTIONS;
  const [contractId, setContractId] = useState<string | null>(null);
  const [assign, { isLoading }] = useAssignContractsMutation();
  const submit = async () => {
    if (!contractId) return;
    try {
      const { count } = await assign({ courseIds: [...ids], contractId }).unwrap();
      notifySuccess(`${count}件のコースに契約を割り当てました`);
      onDone();
      onClose();
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <ActionDialog
      title="契約を割り当て"
      submitLabel="割り当て"
      busy={isLoading}
      ready={contractId !== null}
      onSubmit={submit}
      onClose={onClose}
    >
      <OptionPicker label="契約" options={options} value={contractId} onChange={setContractId} autoFocus />
    </ActionDialog>
  );
}

/** The bulk actions on selected courses, shared by the 配車表 and the course list. */
export function CourseBulkActions({ ids, onDone }: Props) {
  const [open, setOpen] = useState<Open>(null);
  const [remove, removing] = useRemoveCoursesMutation();
  const [notify, notifying] = useSendAssignNotificationsMutation();
  const count = ids.length;

  const run = async (action: () => Promise<string>) => {
    try {
      notifySuccess(await action());
      onDone();
    } catch (error) {
      handleError(error);
    } finally {
      setOpen(null);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DescriptionOutlined />}
        onClick={() => setOpen('contract')}
      >
        契約を割り当て
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<NotificationsActiveOutlined />}
        onClick={() => setOpen('notify')}
      >
        配車通知を送信
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlined />}
        onClick={() => setOpen('remove')}
      >
        削除
      </Button>
      <ConfirmDialog
        open={open === 'remove'}
        title="コースを削除しますか？"
        message={`選択した${count}件のコースを削除します。運行中・完了の実績があるコースは削除できません。`}
        busy={removing.isLoading}
        onConfirm={() =>
          run(async () => `${(await remove({ ids: [...ids] }).unwrap()).count}件のコースを削除しました`)
        }
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'notify'}
        title="配車通知を送信しますか？"
        message={`選択した${count}件のコースについて、担当ドライバーにその日のコースをメールとプッシュ通知で知らせます。`}
        confirmLabel="送信"
        destructive={false}
        busy={notifying.isLoading}
        onConfirm={() =>
          run(async () => notificationResultMessage(await notify({ courseIds: [...ids] }).unwrap()))
        }
        onClose={() => setOpen(null)}
      />
      {open === 'contract' && (
        <AssignContractDialog ids={ids} onDone={onDone} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
