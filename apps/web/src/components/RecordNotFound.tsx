import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

type Props = { what: string; listPath: string; listLabel: string };

/** A deleted, another company's or mistyped record: say so and offer the way back to its list. */
export function RecordNotFound({ what, listPath, listLabel }: Props) {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={listPath} color="inherit" startIcon={<ArrowBack />}>
          {listLabel}に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>{what}が見つかりません</AlertTitle>
      削除されたか、URLが正しくない可能性があります。
    </Alert>
  );
}

/** A malformed id (400) is as missing as a deleted one (404). */
export const isMissing = (error: unknown) =>
  [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
