import { useEffect } from 'react';
import { DriverBottomNav } from './DriverBottomNav.tsx';
import { DriverTouchStyles } from './DriverTouchStyles.tsx';
import { setOutboxUser } from './driver-outbox.ts';
import { usePushRenewal } from './use-push-renewal.ts';

/**
 * The driver's part of the signed-in shell: the outbox sends as this driver (and stops when the shell
 * goes, i.e. at sign-out), the phone's push registration follows the sign-in, larger touch targets, and
 * the bottom navigation on phones.
 */
export function DriverChrome({ userId }: { userId: string }) {
  useEffect(() => {
    setOutboxUser(userId);
    return () => setOutboxUser(null);
  }, [userId]);
  usePushRenewal(userId);
  return (
    <>
      <DriverTouchStyles />
      <DriverBottomNav />
    </>
  );
}
