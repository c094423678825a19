import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useDutyNow } from '../attendances/index.ts';
import { PositionTracker } from '../locations/index.ts';
import { DRIVER_BOTTOM_NAV_HEIGHT, DriverBottomNav } from './DriverBottomNav.tsx';
import { DriverTouchStyles } from './DriverTouchStyles.tsx';
import { setOutboxUser } from './driver-outbox.ts';
import { usePushRenewal } from './use-push-renewal.ts';

/**
 * The driver's part of the signed-in shell: the outbox sends as this driver (and stops when the shell
 * goes, i.e. at sign-out), the phone's push registration follows the sign-in, larger touch targets, and
 * the bottom navigation on phones; while on duty, the phone's position is sent.
 */
export function DriverChrome({ userId }: { userId: string }) {
  useEffect(() => {
    setOutboxUser(userId);
    return () => setOutboxUser(null);
  }, [userId]);
  usePushRenewal(userId);
  const { state } = useDutyNow();
  return (
    <>
      <DriverTouchStyles />
      {/* Positions go to the office only while on duty (出勤 to 退勤); the line says so. A solid strip
          on the bottom navigation (the page keeps room for both), never text over the page's own. */}
      <Box
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: { xs: `calc(${DRIVER_BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`, md: 0 },
          textAlign: 'center',
          pointerEvents: 'none',
          bgcolor: 'background.paper',
          zIndex: (theme) => theme.zIndex.appBar,
          '&:empty': { display: 'none' },
        }}
      >
        <PositionTracker active={state !== 'off_duty'} />
      </Box>
      <DriverBottomNav />
    </>
  );
}
