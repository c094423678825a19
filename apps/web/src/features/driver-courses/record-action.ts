import { type DestinationActionType, destinationActionTypeLabels } from '@rikuun/contract';
import { currentPosition } from '../../lib/current-position.ts';
import { driverOutbox } from '../driver-app/index.ts';

export type ProofOfDelivery = { photos: readonly Blob[]; signature: Blob | null };
/** What an outcome says besides its photos (reason, 再配達の希望日時, 配達した個数). */
export type OutcomeDetails = { reason?: string; redeliveryAt?: string; deliveredQuantity?: number };

/**
 * Records an action through the outbox (never straight to the server), so it is kept when the phone
 * is offline and sent in order later. An action with photos or a signature is one multipart request.
 */
export async function recordAction(
  stop: { id: string; name: string },
  type: DestinationActionType,
  proof?: ProofOfDelivery,
  details: OutcomeDetails = {},
): Promise<void> {
  const position = await currentPosition();
  const given = Object.entries(details).filter(([, v]) => v !== undefined && v !== '');
  const values: Record<string, string | number> = {
    ...Object.fromEntries(given),
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
