import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { fetchFile, saveFile } from '../issued-documents/index.ts';

type Period = { from: string; to: string; driverId?: string };

/** 点呼記録簿 of the list's period (and driver) as CSV or an A4 PDF, saved under the server's name. */
export function RegisterButtons({ period }: { period: Period }) {
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(true);
    try {
      const params = new URLSearchParams({ from: period.from, to: period.to });
      if (period.driverId) params.set('driverId', period.driverId);
      const outcome = await fetchFile(`/attendances/register/${format}?${params}`, {
        fallbackName: `点呼記録簿_${period.from}_${period.to}.${format}`,
      });
      if ('error' in outcome) handleError(outcome.error);
      else saveFile(outcome.data);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={busy}
        onClick={() => download('csv')}
      >
        点呼記録簿（CSV）
      </Button>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlined />}
        disabled={busy}
        onClick={() => download('pdf')}
      >
        点呼記録簿（PDF）
      </Button>
    </Stack>
  );
}
