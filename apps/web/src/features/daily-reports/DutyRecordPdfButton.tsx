import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { fetchFile, saveFile } from '../issued-documents/index.ts';

type Props = {
  /** Without a driver the button says to choose one (the 乗務記録 is per driver and month). */
  driverId: string | undefined;
  /** YYYY-MM. */
  month: string;
};

/** 乗務記録 (PDF) of a driver and month: fetched with the sign-in token, saved under its name. */
export function DutyRecordPdfButton({ driverId, month }: Props) {
  const [busy, setBusy] = useState(false);
  const [year, m] = month.split('-').map(Number);
  const download = async () => {
    if (!driverId) return;
    setBusy(true);
    try {
      const query = new URLSearchParams({ driverId, month });
      const outcome = await fetchFile(`/daily-reports/duty-records/pdf?${query}`, {
        fallbackName: `乗務記録_${month}.pdf`,
      });
      if ('error' in outcome) handleError(outcome.error);
      else saveFile(outcome.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      disabled={busy || !driverId}
      onClick={download}
      title={driverId ? undefined : 'ドライバーを選択すると出力できます'}
    >
      {`乗務記録PDF（${year}年${m}月）`}
    </Button>
  );
}
