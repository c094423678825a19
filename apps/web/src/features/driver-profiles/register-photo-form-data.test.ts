import { describe, expect, it } from 'vitest';
import { buildRegisterPhotoFormData } from './register-photo-form-data.ts';

describe('the 台帳 photo form', () => {
  it('sends the day taken and one photo under its name', () => {
    const photo = new File([new Uint8Array([137, 80, 78, 71])], '顔写真.png', { type: 'image/png' });
    const form = buildRegisterPhotoFormData(photo, '2026-11-01');
    expect(form.get('takenOn')).toBe('2026-11-01');
    const sent = form.get('photo') as File;
    expect(sent.name).toBe('顔写真.png');
    expect(sent.type).toBe('image/png');
    expect(form.getAll('photo')).toHaveLength(1);
  });
});
