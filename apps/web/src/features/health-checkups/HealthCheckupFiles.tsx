import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { HealthCheckupFile } from '@rikuun/contract';
import { handleError } from '../../lib/errors.ts';
import { formatFileSize } from '../../lib/format.ts';
import { openCheckupFile } from './open-checkup-file.ts';

type Props = { driverId: string; files: readonly HealthCheckupFile[] };

/** A checkup's result files as buttons that open each one in a new tab (fetched with the token). */
export function HealthCheckupFiles({ driverId, files }: Props) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Button
          key={file.id}
          size="small"
          variant="outlined"
          startIcon={<InsertDriveFileOutlined />}
          aria-label={`${file.fileName}を開く`}
          onClick={() =>
            openCheckupFile(driverId, file.id, file.fileName).catch((error) => handleError(error))
          }
          sx={{ textTransform: 'none', maxWidth: '100%' }}
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file.fileName}（{formatFileSize(file.size)}）
          </span>
        </Button>
      ))}
    </Stack>
  );
}
