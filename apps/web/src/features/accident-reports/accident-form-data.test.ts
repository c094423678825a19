import { accidentDetailsSchema } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { buildAccidentFormData, uploadName } from './accident-form-data.ts';
import type { AccidentReportFormValues } from './accident-form-schema.ts';

const values = (over: Partial<AccidentReportFormValues> = {}): AccidentReportFormValues => ({
  accidentDate: '2026-03-10',
  accidentTime: '14:30',
  carRegistrationNumber: null,
  zipCode: '136-0082',
  isCorrectAddress: true,
  address1: '東京都江東区新木場1-2-3',
  address2: null,
  latitude: null,
  longitude: null,
  driverId: '0192f000-0000-7000-8000-000000000001',
  courseId: null,
  isCritical: false,
  details: accidentDetailsSchema.parse({ description: '接触事故', otherParty: { name: '佐藤' } }),
  ...over,
});
const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]);

describe('buildAccidentFormData', () => {
  it('sends the spec fields on create: optional ones only when set, booleans as text, details as JSON', () => {
    const photo = new File([new Uint8Array([1])], '現場 写真.JPEG', { type: 'image/jpeg' });
    const pdf = new File([new Uint8Array([1])], '事故証明.pdf', { type: 'application/pdf' });
    const form = buildAccidentFormData(values(), [
      { file: photo, category: 'photo' },
      { file: pdf, category: 'police_report' },
    ]);
    expect(entries(form)).toEqual([
      ['accidentDate', '2026-03-10'],
      ['accidentTime', '14:30'],
      ['zipCode', '136-0082'],
      ['isCorrectAddress', 'true'],
      ['address1', '東京都江東区新木場1-2-3'],
      ['driverId', '0192f000-0000-7000-8000-000000000001'],
      ['isCritical', 'false'],
      ['details', JSON.stringify(values().details)],
      ['files', 'image.jpg'],
      ['fileMetadata[0][category]', 'photo'],
      ['files', 'file.pdf'],
      ['fileMetadata[1][category]', 'police_report'],
    ]);
    expect(JSON.parse(form.get('details') as string).otherParty.name).toBe('佐藤');
  });

  it('on update sends emptied optional fields empty, deleteFileIds[n], and own names URL-encoded', () => {
    const file = new File([new Uint8Array([1])], '見積書 (修理).pdf', { type: 'application/pdf' });
    const form = buildAccidentFormData(
      values({ latitude: 35.5, courseId: null }),
      [{ file, category: 'estimate' }],
      {
        mode: 'update',
        deleteFileIds: ['a', 'b'],
      },
    );
    const e = entries(form);
    expect(e).toContainEqual(['address2', '']);
    expect(e).toContainEqual(['courseId', '']);
    expect(e).toContainEqual(['latitude', '35.5']);
    expect(e).toContainEqual(['deleteFileIds[1]', 'b']);
    expect(e).toContainEqual(['files', encodeURIComponent('見積書 (修理).pdf')]);
    expect(uploadName(new File([], 'x.png', { type: 'image/png' }), 'create')).toBe('image.png');
  });
});
