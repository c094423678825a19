import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router';
import { DRIVER_COURSES_PATH, OUTBOX_PATH } from './driver-app-paths.ts';
import { useOutboxCounts } from './driver-outbox.ts';

/** The bar's height; the page keeps this much room at the bottom on phones. */
export const DRIVER_BOTTOM_NAV_HEIGHT = 64;

const tabs = [
  { label: 'ホーム', to: '/home', icon: <HomeOutlined /> },
  { label: 'コース', to: DRIVER_COURSES_PATH, icon: <LocalShippingOutlined /> },
  { label: '送信待ち', to: OUTBOX_PATH, icon: <CloudUploadOutlined /> },
  { label: 'アカウント', to: '/account', icon: <AccountCircleOutlined /> },
] as const;

/** The driver's main places within thumb reach on phones (md and up use the side navigation). */
export function DriverBottomNav() {
  const { pathname } = useLocation();
  const { pending, rejected } = useOutboxCounts();
  const current = tabs.find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label="ドライバーメニュー"
      elevation={3}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        // The home indicator of phones without a button.
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation value={current} showLabels sx={{ height: DRIVER_BOTTOM_NAV_HEIGHT }}>
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            value={tab.to}
            label={tab.label}
            icon={
              tab.to === OUTBOX_PATH ? (
                <Badge badgeContent={pending + rejected} color={rejected > 0 ? 'warning' : 'secondary'}>
                  {tab.icon}
                </Badge>
              ) : (
                tab.icon
              )
            }
            sx={{ minHeight: 56, minWidth: 64, '& .MuiBottomNavigationAction-label': { fontSize: '0.8rem' } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
