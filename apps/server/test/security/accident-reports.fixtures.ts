import type { MultipartPart } from '../support/multipart.ts';
import { pngBytes } from '../support/samples.ts';
import { createFixtureDriver } from './driver-profiles.fixtures.ts';
import { defineFixtures } from './fixture.ts';

type Report = { id: string; files: { id: string }[] };

const reportForm = (driverId: string): MultipartPart[] => [
  { name: 'accidentDate', value: '2026-03-10' },
  { name: 'accidentTime', value: '14:30' },
  { name: 'zipCode', value: '136-0082' },
  { name: 'address1', value: '東京都江東区新木場1-2-3' },
  { name: 'driverId', value: driverId },
  { name: 'details', value: JSON.stringify({ description: '駐車場で接触した。' }) },
];

export default defineFixtures({
  async setup(api) {
    const driverId = await createFixtureDriver(api);
    const report = await api.form<Report>('/v1/accident-reports', [
      ...reportForm(driverId),
      { name: 'files', fileName: 'photo.png', data: pngBytes() },
      { name: 'fileMetadata[0][category]', value: 'photo' },
    ]);
    const fileId = report.files[0]?.id;
    if (!fileId) throw new Error('accident report file not created');
    return { driverId, reportId: report.id, fileId };
  },
  routes: {
    'GET /v1/accident-reports': ({ reportId }) => ({ listed: [reportId] }),
    'POST /v1/accident-reports': ({ driverId }) => ({ form: reportForm(driverId) }),
    'GET /v1/accident-reports/:id': ({ reportId }) => ({ params: { id: reportId } }),
    'PUT /v1/accident-reports/:id': ({ reportId, fileId }) => ({
      params: { id: reportId },
      form: [
        { name: 'address2', value: '別の目標物' },
        { name: 'deleteFileIds[0]', value: fileId },
      ],
      readBack: `/v1/accident-reports/${reportId}`,
    }),
    'GET /v1/accident-reports/:id/history': ({ reportId }) => ({ params: { id: reportId } }),
    'POST /v1/accident-reports/pdf': ({ reportId }) => ({ body: { id: reportId } }),
    'PUT /v1/accident-reports/:id/submission': ({ reportId }) => ({
      params: { id: reportId },
      // Clearing is valid for every report (this one calls for no report to record).
      body: { submittedAt: null },
      readBack: `/v1/accident-reports/${reportId}`,
    }),
    'DELETE /v1/accident-reports/:id': ({ reportId }) => ({
      params: { id: reportId },
      readBack: `/v1/accident-reports/${reportId}`,
    }),
  },
});
