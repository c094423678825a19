import type { HealthCheckup, healthCheckupFields, ListResponse } from '@rikuun/contract';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { ProgressListener } from '../../lib/multipart-upload.ts';
import { buildCheckupFormData } from './checkup-form-data.ts';

export type CheckupValues = z.output<typeof healthCheckupFields>;
type Upload = { files: readonly File[]; onProgress?: ProgressListener };

const base = (driverId: string) => `/drivers/${encodeURIComponent(driverId)}/health-checkup`;
/** A checkup changes the driver's list and the alerts (next due date). */
const changed = (driverId: string) => [
  { type: 'User Health Checkup' as const, id: driverId },
  // The latest checkup is an item of the 運転者台帳.
  { type: 'DriverRegister' as const, id: driverId },
  'Alert' as const,
];

export const healthCheckupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHealthCheckups: build.query<
      ListResponse<HealthCheckup>,
      { driverId: string; page: number; perPage: number }
    >({
      query: ({ driverId, page, perPage }) => ({ url: base(driverId), params: { page, perPage } }),
      providesTags: (_result, _error, { driverId }) => [{ type: 'User Health Checkup', id: driverId }],
    }),
    createHealthCheckup: build.mutation<HealthCheckup, Upload & { driverId: string; values: CheckupValues }>({
      query: ({ driverId, values, files, onProgress }) => ({
        url: base(driverId),
        method: 'POST',
        body: buildCheckupFormData(values, files),
        onProgress,
      }),
      invalidatesTags: (_result, _error, { driverId }) => changed(driverId),
    }),
    updateHealthCheckup: build.mutation<
      HealthCheckup,
      Upload & { driverId: string; id: string; values: CheckupValues; deleteFileIds: readonly string[] }
    >({
      query: ({ driverId, id, values, files, deleteFileIds, onProgress }) => ({
        url: `${base(driverId)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: buildCheckupFormData(values, files, deleteFileIds),
        onProgress,
      }),
      invalidatesTags: (_result, _error, { driverId }) => changed(driverId),
    }),
    deleteHealthCheckup: build.mutation<void, { driverId: string; id: string }>({
      query: ({ driverId, id }) => ({ url: `${base(driverId)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { driverId }) => changed(driverId),
    }),
  }),
});

export const {
  useListHealthCheckupsQuery,
  useCreateHealthCheckupMutation,
  useUpdateHealthCheckupMutation,
  useDeleteHealthCheckupMutation,
} = healthCheckupsApi;
