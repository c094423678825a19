import type { DriverProfileValues } from '@rikuun/contract';

/**
 * The multipart body of POST/PUT /drivers/{id}/profile-detail (spec §5/§7): booleans as the text
 * true/false, optional fields only when they have a value, images repeated.
 */
export function buildProfileFormData(values: DriverProfileValues, images: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') form.append(name, value ? 'true' : 'false');
    else if (value !== null && value !== undefined && value !== '') form.append(name, String(value));
  }
  for (const image of images) form.append('images', image, image.name);
  return form;
}
