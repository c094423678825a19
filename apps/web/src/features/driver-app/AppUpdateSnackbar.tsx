import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { appUpdate } from './service-worker.ts';

/** A new version of the app is installed and waits: 更新 switches to it (the page reloads). */
export function AppUpdateSnackbar() {
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting);
  return (
    <Snackbar
      open={waiting}
      message="新しいバージョンがあります"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Above the drivers' bottom navigation on phones.
      sx={{ bottom: { xs: 80, md: 24 } }}
      action={
        <Button color="secondary" size="small" onClick={() => appUpdate.apply()}>
          更新
        </Button>
      }
    />
  );
}
