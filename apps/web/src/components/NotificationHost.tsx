import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { notifier } from '../lib/notifier.ts';

/** Shows queued notifications one at a time; errors stay longer than confirmations. */
export function NotificationHost() {
  const queue = useSyncExternalStore(notifier.subscribe, notifier.getSnapshot);
  const current = queue[0];
  if (!current) return null;
  const close = () => notifier.dismiss(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.action ? null : current.severity === 'error' ? 8000 : 4000}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={close}
        sx={{ width: '100%' }}
        action={
          current.action ? (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                close();
                current.action?.run();
              }}
            >
              {current.action.label}
            </Button>
          ) : undefined
        }
      >
        {current.message}
        {current.requestId && (
          <Box component="small" sx={{ display: 'block', opacity: 0.85, fontSize: '0.75rem' }}>
            問い合わせ番号: {current.requestId}
          </Box>
        )}
      </Alert>
    </Snackbar>
  );
}
