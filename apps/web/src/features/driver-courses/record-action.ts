import { type DestinationActionType, destinationActionTypeLabels } from '@rikuun/contract';
import { driverOutbox } from '../driver-app/driver-outbox.ts';

/** Where the phone is, when it can tell within a moment; an action never waits long for it. */
async function quickPosition(waitMs = 2500): Promise<{ latitude: number; longitude: number } | null> {
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

export type ProofOfDelivery = { photos: readonly Blob[]; signature: Blob | null };

/**
 * Records an action through the outbox (never straight to the server), so it is kept when the phone
 * is offline and sent in order later. A 完了 with photos or a signature is one multipart request.
 */
export async function recordAction(
  stop: { id: string; name: string },
  type: DestinationActionType,
  proof?: ProofOfDelivery,
): Promise<void> {
  const position = await quickPosition();
  const values: Record<string, string | number> = {
    type,
    at: new Date().toISOString(),
    clientActionId: crypto.randomUUID(),
    ...(position ?? {}),
  };
  const url = `/self/destinations/${encodeURIComponent(stop.id)}/actions`;
  const label = `${destinationActionTypeLabels[type]}（${stop.name}）`;
  const files = [
    ...(proof?.photos ?? []).map((blob, i) => ({ field: 'proofImages', blob, name: `photo-${i + 1}.jpg` })),
    ...(proof?.signature ? [{ field: 'signatureImage', blob: proof.signature, name: 'signature.png' }] : []),
  ];
  if (files.length === 0) {
    await driverOutbox.enqueue({ kind: 'action', url, body: { json: values }, label });
    return;
  }
  const fields = Object.entries(values).map(([name, value]): [string, string] => [name, String(value)]);
  await driverOutbox.enqueue({ kind: 'action', url, body: { form: { fields, files } }, label });
}
