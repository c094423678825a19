import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { OUTBOX_PATH } from './driver-app-paths.ts';
import { useOutboxCounts } from './driver-outbox.ts';
import { useOnline } from './use-online.ts';

/**
 * In the driver's app bar: 「オフライン」 without signal, 「送信待ち N件」 while records wait, 「要確認 N件」 for
 * records the server refused; opens 送信待ち.
 */
export function OutboxChip() {
  const online = useOnline();
  const { pending, rejected } = useOutboxCounts();
  const waiting = pending + rejected;
  if (online && waiting === 0) return null;
  const full = [
    online ? null : 'オフライン',
    pending > 0 ? `送信待ち ${pending}件` : null,
    rejected > 0 ? `要確認 ${rejected}件` : null,
  ]
    .filter(Boolean)
    .join('・');
  // A 390 px bar holds one short word and a count: the whole text is the chip's accessible name.
  const label = online
    ? rejected > 0
      ? `要確認 ${rejected}件`
      : `送信待ち ${pending}件`
    : `オフライン${waiting > 0 ? ` ${waiting}件` : ''}`;
  return (
    <Chip
      component={RouterLink}
      to={OUTBOX_PATH}
      clickable
      icon={online ? <CloudUploadOutlined /> : <CloudOffOutlined />}
      label={label}
      aria-label={full}
      title={full}
      // High contrast on the navy bar in both modes: a light chip with dark text.
      sx={{
        mr: 1,
        height: 40,
        minWidth: 0,
        flexShrink: 1,
        whiteSpace: 'nowrap',
        fontWeight: 700,
        bgcolor: rejected > 0 ? 'warning.main' : 'common.white',
        color: 'common.black',
        '& .MuiChip-icon': { color: 'inherit' },
        '&:hover, &:focus-visible': { bgcolor: 'grey.100' },
      }}
    />
  );
}
