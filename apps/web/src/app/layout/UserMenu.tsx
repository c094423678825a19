import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { roleLabels } from '@rikuun/contract';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { releaseDeviceForSignOut } from '../../features/driver-app/device-sign-out.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { authClient } from '../../lib/session.ts';

// Drivers confirm sign-out (their outbox may still hold records); staff sign out at once.
const SignOutConfirmDialog = lazy(async () => ({
  default: (await import('../../features/driver-app/SignOutConfirmDialog.tsx')).SignOutConfirmDialog,
}));

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => setAnchor(null);

  const askSignOut = () => {
    close();
    if (user.role === 'driver') setConfirming(true);
    else signOut();
  };

  const signOut = () => {
    setConfirming(false);
    releaseDeviceForSignOut();
    void authClient.signOut();
    // Render the sign-in page in the same flush as the ended session, so the guard does not first
    // send the user to /login?next=... as if the session had expired.
    navigate('/login', { replace: true, flushSync: true });
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="アカウントメニュー"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: '0.95rem' }}>
          {user.name.slice(0, 1)}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListItemText
          sx={{ px: 2, py: 1, m: 0 }}
          primary={user.name}
          secondary={`${user.email}・${roleLabels[user.role]}`}
        />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/account');
          }}
        >
          アカウント
        </MenuItem>
        {mode && mode !== 'system' && (
          <MenuItem
            onClick={() => {
              close();
              setMode('system');
            }}
          >
            表示モードを端末の設定に合わせる
          </MenuItem>
        )}
        <MenuItem onClick={askSignOut}>サインアウト</MenuItem>
      </Menu>
      {confirming && (
        <Suspense fallback={null}>
          <SignOutConfirmDialog open onConfirm={signOut} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </>
  );
}
