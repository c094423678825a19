/** The multipart body of POST /drivers/{id}/register/photo: the day taken and one photo. */
export function buildRegisterPhotoFormData(photo: File, takenOn: string): FormData {
  const form = new FormData();
  form.append('takenOn', takenOn);
  form.append('photo', photo, photo.name);
  return form;
}
