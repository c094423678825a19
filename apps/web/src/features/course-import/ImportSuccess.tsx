import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CourseImportResult } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';

/** What the import created, and the way to the 配車表 of its first date. */
export function ImportSuccess({ result, onAgain }: { result: CourseImportResult; onAgain: () => void }) {
  const dispatchPath = result.firstDeliveryDate
    ? `/dispatch?deliveryDate=${result.firstDeliveryDate}`
    : '/dispatch';
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Alert severity="success" icon={<CheckCircleOutlined />}>
        <AlertTitle>取り込みが完了しました</AlertTitle>
        コース {result.courseCount.toLocaleString('ja-JP')}件、配送先{' '}
        {result.destinationCount.toLocaleString('ja-JP')}
        件を登録しました。住所の位置情報は順次取得します。
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={dispatchPath} variant="contained">
          配車表を開く
        </Button>
        <Button onClick={onAgain}>続けて取り込む</Button>
      </Stack>
    </Stack>
  );
}
