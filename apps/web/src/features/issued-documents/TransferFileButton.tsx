import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  contractorPaymentDueDate,
  isBankBusinessDay,
  REQUESTER_CODE_REQUIRED_MESSAGE,
  SKIPPED_DRIVERS_HEADER,
  transferDateClosedMessage,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifier, notifySuccess } from '../../lib/notifier.ts';
import { useGetCompanySettingsQuery } from '../company-settings/index.ts';
import { fetchFile, saveFile } from './document-files.ts';
import { skippedDrivers } from './skipped-drivers.ts';

/**
 * 振込データ（全銀）: asks the 振込指定日 (a bank business day: the field says which days are nearest
 * when it is not) and the bank's 委託者コード (filled in from the last file), and saves the month's
 * 総合振込 file of the current payment notices.
 */
export function TransferFileButton({ accountingMonth }: { accountingMonth: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [transferDate, setTransferDate] = useState(() => contractorPaymentDueDate(accountingMonth));
  // What was typed; until then the code the last file used, which the server remembers.
  const [typedCode, setTypedCode] = useState<string | null>(null);
  const { data: settings } = useGetCompanySettingsQuery(undefined, {
    skip: !open,
    refetchOnMountOrArgChange: true,
  });
  const rememberedCode = settings?.zenginRequesterCode ?? '';
  const requesterCode = typedCode ?? rememberedCode;
  const [busy, setBusy] = useState(false);
  const codeInvalid = requesterCode !== '' && !/^\d{10}$/.test(requesterCode);
  const codeMissing = settings !== undefined && requesterCode === '';
  const dateClosed = transferDate !== '' && !isBankBusinessDay(transferDate);

  const download = async () => {
    setBusy(true);
    const params = new URLSearchParams({ accountingMonth, transferDate });
    if (requesterCode) params.set('requesterCode', requesterCode);
    const outcome = await fetchFile(`/payment-notices/transfer-file?${params}`, {
      fallbackName: `総合振込_${accountingMonth}.txt`,
    });
    setBusy(false);
    if ('error' in outcome) {
      handleError(outcome.error);
      return;
    }
    saveFile(outcome.data);
    setOpen(false);
    const skipped = skippedDrivers(outcome.data.headers.get(SKIPPED_DRIVERS_HEADER));
    if (skipped.length > 0) {
      notifier.show(`口座情報が不足しているため次のドライバーを除きました: ${skipped.join('、')}`, 'warning');
    } else {
      notifySuccess('振込データを作成しました');
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        振込データ（全銀）
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>振込データ（全銀 総合振込）</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            対象月の支払通知書（最新版）から、ドライバーへの振込データを作成します。
          </DialogContentText>
          <Stack spacing={2}>
            <ListDateFilter
              label="振込指定日"
              value={transferDate || undefined}
              onChange={(date) => setTransferDate(date ?? '')}
            />
            {dateClosed && (
              <DialogContentText role="alert" color="error" variant="body2">
                {transferDateClosedMessage(transferDate)}
              </DialogContentText>
            )}
            <TextField
              label="委託者コード"
              required
              value={requesterCode}
              onChange={(e) => setTypedCode(e.target.value.trim())}
              error={codeInvalid}
              helperText={
                codeInvalid
                  ? '委託者コードは10桁の数字で入力してください'
                  : rememberedCode && requesterCode === rememberedCode
                    ? '前回の振込データで使用したコードです'
                    : rememberedCode && requesterCode === ''
                      ? `空欄のときは前回のコード（${rememberedCode}）を使用します`
                      : codeMissing
                        ? REQUESTER_CODE_REQUIRED_MESSAGE
                        : '銀行から通知された10桁のコード（次回から自動で入力されます）'
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            キャンセル
          </Button>
          <Button
            variant="contained"
            onClick={() => void download()}
            disabled={busy || !transferDate || dateClosed || codeInvalid || (codeMissing && !rememberedCode)}
          >
            {busy ? '作成中…' : 'ダウンロード'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
