import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useOutboxCounts } from '../driver-app/index.ts';

/** How many records wait on the phone to be sent (and how many the server refused). */
export function OutboxStatus() {
  const { pending, rejected } = useOutboxCounts();
  return (
    <Stack
      direction="row"
      useFlexGap
      role="status"
      aria-live="polite"
      sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
    >
      {pending > 0 ? (
        <Chip color="warning" icon={<CloudUploadOutlined />} label={`送信待ち ${pending}件`} />
      ) : (
        <Chip variant="outlined" icon={<CloudDoneOutlined />} label="送信済み" />
      )}
      {rejected > 0 && <Chip color="error" icon={<ErrorOutline />} label={`要確認 ${rejected}件`} />}
    </Stack>
  );
}
