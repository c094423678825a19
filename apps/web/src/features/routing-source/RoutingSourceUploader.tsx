import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { RoutingSourcePreview, RoutingSourceUpload } from '@rikuun/contract';
import { useState } from 'react';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { useOneSubmit } from '../../components/form/use-one-submit.ts';
import { handleError } from '../../lib/errors.ts';
import { formatFileSize } from '../../lib/format.ts';
import { ReuploadPreviewDialog, touchesStored } from './ReuploadPreviewDialog.tsx';
import { usePreviewRoutingSourceMutation, useUploadRoutingSourceMutation } from './routing-source.api.ts';
import { UploadResult } from './UploadResult.tsx';

const MAX_BYTES = 20 * 1024 * 1024;

type Props = {
  /** The system administrator's upload for this consignor; a consignor user's own without it. */
  consignorId?: string;
  disabled?: boolean;
  onUploaded?: (upload: RoutingSourceUpload) => void;
};

/**
 * Pick a CSV and upload it; see what was stored with each row's errors. The file is read first
 * without storing anything (preview): when it touches stored rows of its delivery dates (a fixed file
 * sent again), what changes is shown and 置き換える replaces that dates' rows still 未処理; otherwise it
 * is stored at once. Either way the upload replaces, so a file sent twice never doubles its rows.
 */
export function RoutingSourceUploader({ consignorId, disabled = false, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RoutingSourceUpload | null>(null);
  const [preview, setPreview] = useState<RoutingSourcePreview | null>(null);
  const [upload, uploading] = useUploadRoutingSourceMutation();
  const [previewFile, previewing] = usePreviewRoutingSourceMutation();
  const once = useOneSubmit();
  const isLoading = uploading.isLoading || previewing.isLoading || once.busy;

  const store = async (picked: File) => {
    const stored = await upload({ file: picked, consignorId, mode: 'replace' }).unwrap();
    setResult(stored);
    setFile(null);
    setPreview(null);
    onUploaded?.(stored);
  };

  const send = async () => {
    if (!file) return;
    try {
      const read = await previewFile({ file, consignorId }).unwrap();
      if (touchesStored(read)) setPreview(read);
      else await store(file);
    } catch (err) {
      handleError(err);
    }
  };

  const confirm = async () => {
    if (!file) return;
    try {
      await store(file);
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
            onClick={() => void once.run(send)}
          >
            アップロード
          </Button>
        </Stack>
      )}
      {result && <UploadResult upload={result} />}
      {preview && (
        <ReuploadPreviewDialog preview={preview} onConfirm={confirm} onClose={() => setPreview(null)} />
      )}
    </Stack>
  );
}
