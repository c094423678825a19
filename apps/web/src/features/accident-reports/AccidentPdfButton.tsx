import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { fetchFile, saveFile } from '../issued-documents/index.ts';

/** 事故報告書 (PDF): fetched with the sign-in token and saved under the server's file name. */
export function AccidentPdfButton({ reportId, accidentDate }: { reportId: string; accidentDate: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const outcome = await fetchFile('/accident-reports/pdf', {
        method: 'POST',
        body: { id: reportId },
        fallbackName: `事故報告書_${accidentDate}.pdf`,
      });
      if ('error' in outcome) handleError(outcome.error);
      else saveFile(outcome.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} disabled={busy} onClick={download}>
      PDF出力
    </Button>
  );
}
