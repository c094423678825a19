import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../lib/api.ts';
import { uploadMultipart } from '../../lib/session.ts';
import { buildMaintenanceFormData } from './maintenance-form-data.ts';
import { type MaintenanceValues, maintenanceTags, useCreateMaintenanceMutation } from './maintenances.api.ts';

/**
 * Saves a maintenance record: plain JSON without images; with images, the multipart endpoint through
 * XMLHttpRequest so the dialog can show upload progress. Throws the failure for the error catalogue.
 */
export function useCreateMaintenance(vehicleId: string) {
  const dispatch = useDispatch();
  const [createJson] = useCreateMaintenanceMutation();
  /** 0–1 while images are uploading, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  async function create(values: MaintenanceValues, images: readonly File[]): Promise<void> {
    if (images.length === 0) {
      await createJson({ vehicleId, body: values }).unwrap();
      return;
    }
    setProgress(0);
    try {
      const path = `/vehicles/${encodeURIComponent(vehicleId)}/maintenances/actions/create-with-images`;
      const result = await uploadMultipart(path, buildMaintenanceFormData(values, images), setProgress);
      if ('error' in result) throw result.error;
      dispatch(api.util.invalidateTags(maintenanceTags(vehicleId)));
    } finally {
      setProgress(null);
    }
  }

  return { create, progress };
}
