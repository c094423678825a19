import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { describeError } from '../lib/errors.ts';

export { Loading } from './Loading.tsx';

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
