import type { Maintenance } from '@rikuun/contract';
import { useState } from 'react';
import {
  type MaintenanceValues,
  useAddMaintenanceImagesMutation,
  useCreateMaintenanceMutation,
  useCreateMaintenanceWithImagesMutation,
  useUpdateMaintenanceMutation,
} from './maintenances.api.ts';

/**
 * Saves the maintenance dialog: a new record (JSON without images, multipart with them), or an
 * existing one (PUT, then its new images). Upload progress is 0–1 while images are sent, else null.
 * Throws the failure for the error catalogue.
 */
export function useSaveMaintenance(vehicleId: string, existing: Maintenance | undefined) {
  const [createJson] = useCreateMaintenanceMutation();
  const [createWithImages] = useCreateMaintenanceWithImagesMutation();
  const [update] = useUpdateMaintenanceMutation();
  const [addImages] = useAddMaintenanceImagesMutation();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(send: (onProgress: (f: number) => void) => Promise<unknown>) {
    setProgress(0);
    try {
      await send(setProgress);
    } finally {
      setProgress(null);
    }
  }

  async function save(values: MaintenanceValues, images: readonly File[]): Promise<void> {
    if (!existing) {
      if (images.length === 0) await createJson({ vehicleId, body: values }).unwrap();
      else await upload((onProgress) => createWithImages({ vehicleId, values, images, onProgress }).unwrap());
      return;
    }
    const maintenanceId = existing.id;
    // Images first: the record may only be emptied of tasks and memo when it has images.
    if (images.length > 0) {
      await upload((onProgress) => addImages({ vehicleId, maintenanceId, images, onProgress }).unwrap());
    }
    await update({ vehicleId, maintenanceId, body: values }).unwrap();
  }

  return { save, progress };
}
