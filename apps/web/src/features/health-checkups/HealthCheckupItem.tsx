import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  alertSeverityLabels,
  expirySeverity,
  type HealthCheckup,
  healthCheckupKindLabels,
  todayInTokyo,
} from '@rikuun/contract';
import { formatDate } from '../../lib/format.ts';
import { HealthCheckupFiles } from './HealthCheckupFiles.tsx';

type Props = {
  checkup: HealthCheckup;
  /** Only the latest checkup's due date is still to be met. */
  latest: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One checkup: date and kind, the next due date (flagged when near or past), findings and files. */
export function HealthCheckupItem({ checkup, latest, onEdit, onDelete }: Props) {
  const severity = latest ? expirySeverity(checkup.nextDueOn, todayInTokyo()) : undefined;
  const label = `${formatDate(checkup.checkupDate)}の健康診断`;
  return (
    <Box sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {formatDate(checkup.checkupDate)}　{healthCheckupKindLabels[checkup.kind]}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              次回受診期限: {formatDate(checkup.nextDueOn)}
            </Typography>
            {severity && (
              <Chip
                size="small"
                color={severity === 'danger' ? 'error' : 'warning'}
                label={alertSeverityLabels[severity]}
              />
            )}
          </Stack>
          {checkup.result && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              所見: {checkup.result}
            </Typography>
          )}
          {checkup.files.length > 0 && (
            <Box sx={{ mt: 1 }}>
              <HealthCheckupFiles driverId={checkup.driverId} files={checkup.files} />
            </Box>
          )}
        </Box>
        <IconButton aria-label={`${label}を編集`} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
        <IconButton aria-label={`${label}を削除`} onClick={onDelete}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
    </Box>
  );
}
