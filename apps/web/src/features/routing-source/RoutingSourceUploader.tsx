import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { RoutingSourceUpload } from '@rikuun/contract';
import { useState } from 'react';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatFileSize } from '../../lib/format.ts';
import { useUploadRoutingSourceMutation } from './routing-source.api.ts';
import { UploadResult } from './UploadResult.tsx';

const MAX_BYTES = 20 * 1024 * 1024;

type Props = {
  /** The system administrator's upload for this consignor; a consignor user's own without it. */
  consignorId?: string;
  disabled?: boolean;
  onUploaded?: (upload: RoutingSourceUpload) => void;
};

/** Pick a CSV, upload it, and see what was stored with each row's errors. */
export function RoutingSourceUploader({ consignorId, disabled = false, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RoutingSourceUpload | null>(null);
  const [upload, { isLoading }] = useUploadRoutingSourceMutation();

  const send = async () => {
    if (!file) return;
    try {
      const stored = await upload({ file, consignorId }).unwrap();
      setResult(stored);
      setFile(null);
      onUploaded?.(stored);
    } catch (err) {
      handleError(err);
    }
  };

  return (
    <Stack spacing={2}>
      <FileDropZone
        label="CSVファイル"
        accept={['.csv', 'text/csv']}
        typeNames="CSV（Shift_JIS・UTF-8）"
        maxBytes={MAX_BYTES}
        disabled={disabled || isLoading}
        onFiles={(files) => {
          setFile(files[0] ?? null);
          setResult(null);
        }}
      />
      {file && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<InsertDriveFileOutlined />}
            label={`${file.name}（${formatFileSize(file.size)}）`}
            onDelete={isLoading ? undefined : () => setFile(null)}
          />
          <Button
            variant="contained"
            startIcon={<UploadOutlined />}
            loading={isLoading}
            loadingPosition="start"
            disabled={disabled}
            onClick={send}
          >
            アップロード
          </Button>
        </Stack>
      )}
      {result && <UploadResult upload={result} />}
    </Stack>
  );
}
