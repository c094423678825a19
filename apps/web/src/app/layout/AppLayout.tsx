import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { roleLabels } from '@rikuun/contract';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { useGetSelfQuery } from '../../features/account/account.api.ts';
import { AlertCountBadge } from '../../features/alerts/AlertCountBadge.tsx';
import { CurrentUserContext } from '../../lib/current-user.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { UserMenu } from './UserMenu.tsx';

// The driver's phone parts load only for drivers.
const OutboxChip = lazy(async () => ({
  default: (await import('../../features/driver-app/OutboxChip.tsx')).OutboxChip,
}));
const DriverChrome = lazy(async () => ({
  default: (await import('../../features/driver-app/DriverChrome.tsx')).DriverChrome,
}));

/** The signed-in shell: app bar, navigation per role, and the page. Loads the user first. */
export function AppLayout() {
  const { data: user, error, refetch } = useGetSelfQuery();
  const [mobileOpen, setMobileOpen] = useState(false);

  if (!user) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        {error ? <QueryError error={error} onRetry={refetch} /> : <Loading />}
      </Box>
    );
  }

  // The system administrator belongs to no tenant: the bar says the role instead.
  const driver = user.role === 'driver';
  const tenantName =
    user.company?.name ??
    user.consignor?.name ??
    (user.role === 'system_admin' ? roleLabels.system_admin : null);
  return (
    <CurrentUserContext value={user}>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
          <Toolbar>
            <IconButton
              color="inherit"
              edge="start"
              aria-label="メニューを開く"
              onClick={() => setMobileOpen(true)}
              sx={{ mr: 1, display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem', mr: 2 }}>
              陸運
            </Typography>
            {tenantName && (
              <Typography
                component="span"
                noWrap
                sx={{ opacity: 0.85, display: { xs: 'none', sm: 'block' } }}
              >
                {tenantName}
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {user.role === 'company_admin' && <AlertCountBadge />}
            {driver && (
              <Suspense fallback={null}>
                <OutboxChip />
              </Suspense>
            )}
            <ColorModeToggle />
            <UserMenu />
          </Toolbar>
        </AppBar>
        <NavDrawer mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} />
        <Box
          component="main"
          // Drivers' phones keep room for the bottom navigation (64 px and the home indicator).
          sx={{
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, sm: 3 },
            pb: driver ? { xs: 'calc(88px + env(safe-area-inset-bottom))', md: 3 } : undefined,
          }}
        >
          <Toolbar />
          <Outlet />
        </Box>
        {driver && (
          <Suspense fallback={null}>
            <DriverChrome userId={user.id} />
          </Suspense>
        )}
      </Box>
    </CurrentUserContext>
  );
}
