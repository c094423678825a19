import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { describeError } from '../lib/errors.ts';

/** Spinner while loading. */
export function Loading({ label = '読み込み中…' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
}

/** A failed query in the page, with the catalogue's message and a retry button. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { messages } = describeError(error);
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            再読み込み
          </Button>
        )
      }
    >
      {messages.join(' ')}
    </Alert>
  );
}
