import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { roleLabels } from '@rikuun/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { useGetSelfQuery } from '../../features/account/account.api.ts';
import { AlertCountBadge } from '../../features/alerts/AlertCountBadge.tsx';
import { CurrentUserContext } from '../../lib/current-user.ts';
import { setReportedRole } from '../../lib/error-reporting.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useFoldedNav } from './use-folded-nav.ts';

// The driver's phone parts load only for drivers.
const OutboxChip = lazy(async () => ({
  default: (await import('../../features/driver-app/OutboxChip.tsx')).OutboxChip,
}));
const DriverChrome = lazy(async () => ({
  default: (await import('../../features/driver-app/DriverChrome.tsx')).DriverChrome,
}));

const MAIN_ID = 'main-content';

/**
 * 「本文へスキップ」: the first thing Tab reaches, shown only while focused; it moves the focus to the
 * page's content past the app bar and the navigation (WCAG 2.4.1).
 */
function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The router owns the URL: focus the content without adding #main-content to it.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      本文へスキップ
    </Box>
  );
}

/** The signed-in shell: app bar, navigation per role, and the page. Loads the user first. */
export function AppLayout() {
  const { data: user, error, refetch } = useGetSelfQuery();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [folded, setFolded] = useFoldedNav();
  // An error report names the role of whoever met it (the ID token carries none).
  useEffect(() => {
    setReportedRole(user?.role);
    return () => setReportedRole(undefined);
  }, [user?.role]);

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
        <SkipLink />
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
            <IconButton
              color="inherit"
              edge="start"
              aria-label={folded ? 'メニューを広げる' : 'メニューを折りたたむ'}
              aria-expanded={!folded}
              onClick={() => setFolded(!folded)}
              sx={{ mr: 1, display: { xs: 'none', md: 'inline-flex' } }}
            >
              {folded ? <MenuIcon /> : <MenuOpenIcon />}
            </IconButton>
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontSize: '1.15rem', mr: 2, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
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
        <NavDrawer mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} folded={folded} />
        <Box
          component="main"
          id={MAIN_ID}
          // The skip link's target: focusable by script, no ring around the whole page.
          tabIndex={-1}
          // Drivers' phones keep room for the bottom navigation (64 px and the home indicator)
          sx={{
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, sm: 3 },
            // and the line of the position tracker above it (DriverChrome).
            pb: driver ? { xs: 'calc(112px + env(safe-area-inset-bottom))', md: 6 } : undefined,
            '&:focus': { outline: 'none' },
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
