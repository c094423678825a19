type MaintenanceValues = { maintained: string; memo: string | null; taskMasterIds: readonly string[] };

/**
 * The multipart body of create-with-images (spec §5/§7): optional fields only when they have a value,
 * taskMasterIds[] and images repeated. Images must already be named image.{ext} (see toUploadImage).
 */
export function buildMaintenanceFormData(values: MaintenanceValues, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('maintained', values.maintained);
  if (values.memo) form.append('memo', values.memo);
  for (const id of values.taskMasterIds) form.append('taskMasterIds[]', id);
  for (const image of images) form.append('images', image, image.name);
  return form;
}

/** The multipart body of POST .../maintenances/{id}/images: images repeated. */
export function buildImagesFormData(images: readonly File[]): FormData {
  const form = new FormData();
  for (const image of images) form.append('images', image, image.name);
  return form;
}
