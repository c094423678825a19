/**
 * Where the phone is, when it can tell within `waitMs`; a record never waits longer for it (null:
 * no position, permission refused, or too slow). A recent fix (1 min) is good enough.
 */
export async function currentPosition(
  waitMs = 2500,
): Promise<{ latitude: number; longitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  try {
    const state = await navigator.permissions?.query({ name: 'geolocation' });
    if (state?.state === 'denied') return null;
  } catch {
    // Browsers without the Permissions API still answer getCurrentPosition.
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(timer);
        resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: waitMs },
    );
  });
}
