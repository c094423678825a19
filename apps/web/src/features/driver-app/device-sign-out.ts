import { authClient } from '../../lib/session.ts';
import { clearApiCaches } from './api-cache.ts';
import { forgetThisDevice } from './push-device.ts';

/**
 * What the phone undoes before the session ends: the push registration (with the ID token still in
 * hand; the app refreshes it on every call, so it is fresh while the app is used) and the cached API
 * answers. Nothing here is awaited: sign-out never waits for the network.
 */
export function releaseDeviceForSignOut() {
  const session = authClient.getSession();
  forgetThisDevice(session && session.expiresAt > Date.now() ? session.idToken : null);
  void clearApiCaches();
}
