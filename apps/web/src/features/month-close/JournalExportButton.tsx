import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  accountingMonthLabel,
  type JournalFormat,
  journalFileSpecs,
  journalFormatLabels,
  journalFormats,
  type TaxAccounting,
  taxAccountingLabels,
  taxAccountingMethods,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { TAX_ACCOUNTING_HELP, useGetJournalAccountsQuery } from '../company-settings/index.ts';
import { fetchFile, saveFile } from '../issued-documents/index.ts';

const encodingNote = (format: JournalFormat) => {
  const spec = journalFileSpecs[format];
  return `${spec.encoding}・${spec.header ? '見出し行あり' : '見出し行なし'}`;
};

/**
 * 仕訳エクスポート: the month's issued invoices, payment notices and approved expenses as the chosen
 * accounting software's import file.
 */
export function JournalExportButton({ accountingMonth }: { accountingMonth: string }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<JournalFormat>('yayoi');
  const [busy, setBusy] = useState(false);
  const settings = useGetJournalAccountsQuery(undefined, { skip: !open });
  // This export's 経理方式: the company's until changed here.
  const [chosenMethod, setChosenMethod] = useState<TaxAccounting | null>(null);
  const taxAccounting = chosenMethod ?? settings.data?.taxAccounting ?? null;

  const download = async () => {
    setBusy(true);
    const params = new URLSearchParams({ accountingMonth, format });
    if (taxAccounting) params.set('taxAccounting', taxAccounting);
    const outcome = await fetchFile(`/statements/journal?${params}`, {
      fallbackName: `仕訳_${accountingMonth}.csv`,
    });
    setBusy(false);
    if ('error' in outcome) {
      handleError(outcome.error);
      return;
    }
    saveFile(outcome.data);
    setOpen(false);
    notifySuccess(`${journalFormatLabels[format]}の仕訳を作成しました`);
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        仕訳エクスポート
      </Button>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>仕訳エクスポート（{accountingMonthLabel(accountingMonth)}分）</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            発行済みの請求書（売上）と支払通知書（外注費）、当月に支払った承認済みの経費を、会計ソフトに取り込める仕訳のCSVにします。勘定科目は
            <Link component={RouterLink} to="/settings/company">
              自社設定
            </Link>
            で変更できます（経理方式の既定も自社設定です）。
          </DialogContentText>
          <FormControl>
            <FormLabel id={`${titleId}-format`}>会計ソフト</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-format`}
              value={format}
              onChange={(_e, value) => setFormat(value as JournalFormat)}
            >
              {journalFormats.map((f) => (
                <FormControlLabel
                  key={f}
                  value={f}
                  control={<Radio />}
                  label={`${journalFormatLabels[f]}（${encodingNote(f)}）`}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl sx={{ mt: 2, display: 'block' }}>
            <FormLabel id={`${titleId}-method`}>経理方式</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-method`}
              aria-describedby={`${titleId}-method-help`}
              value={taxAccounting ?? ''}
              onChange={(_e, value) => setChosenMethod(value as TaxAccounting)}
            >
              {taxAccountingMethods.map((m) => (
                <FormControlLabel key={m} value={m} control={<Radio />} label={taxAccountingLabels[m]} />
              ))}
            </RadioGroup>
            <DialogContentText id={`${titleId}-method-help`} variant="body2">
              {TAX_ACCOUNTING_HELP}
            </DialogContentText>
          </FormControl>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            キャンセル
          </Button>
          <Button variant="contained" onClick={() => void download()} disabled={busy}>
            {busy ? '作成中…' : 'ダウンロード'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
