import { useEffect } from 'react';
import { useRegisterPushTokenMutation } from './push.api.ts';
import { existingPushToken, rememberPushToken } from './push-device.ts';

/**
 * On sign-in: a phone that already has permission and a subscription registers it again for the user
 * now signed in (the server moves a device to whoever registered it last), so notifications follow.
 */
export function usePushRenewal(userId: string | null) {
  const [register] = useRegisterPushTokenMutation();
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    void existingPushToken()
      .then(async (token) => {
        if (!token || cancelled) return;
        await register({ token, platform: 'web' }).unwrap();
        rememberPushToken(token);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, register]);
}
