import type { ListResponse, Maintenance, MaintenanceTask, maintenanceFields } from '@rikuun/contract';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import type { ProgressListener } from '../../lib/multipart-upload.ts';
import { buildImagesFormData, buildMaintenanceFormData } from './maintenance-form-data.ts';

export type MaintenanceValues = z.output<typeof maintenanceFields>;
type Upload = { images: readonly File[]; onProgress?: ProgressListener };
type MaintenanceRef = { vehicleId: string; maintenanceId: string };

/** What a change to a vehicle's maintenance records makes stale (the vehicle shows its last maintenance). */
export const maintenanceTags = (vehicleId: string) => [
  { type: 'Maintenances' as const, id: vehicleId },
  { type: 'Vehicle' as const, id: vehicleId },
  { type: 'Vehicle' as const, id: 'LIST' },
];

const base = (vehicleId: string) => `/vehicles/${encodeURIComponent(vehicleId)}/maintenances`;

export const maintenancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMaintenanceTasks: build.query<ListResponse<MaintenanceTask>, void>({
      query: () => ({ url: '/master/maintenance-task', params: { perPage: 1000 } }),
      providesTags: ['MaintenanceTask'],
    }),
    listMaintenances: build.query<
      ListResponse<Maintenance>,
      { vehicleId: string; page: number; perPage: number }
    >({
      query: ({ vehicleId, page, perPage }) => ({ url: base(vehicleId), params: { page, perPage } }),
      providesTags: (_result, _error, { vehicleId }) => [{ type: 'Maintenances', id: vehicleId }],
    }),
    createMaintenance: build.mutation<Maintenance, { vehicleId: string; body: MaintenanceValues }>({
      query: ({ vehicleId, body }) => ({ url: base(vehicleId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { vehicleId }) => maintenanceTags(vehicleId),
    }),
    /** Multipart with upload progress (the base query sends FormData through XMLHttpRequest). */
    createMaintenanceWithImages: build.mutation<
      Maintenance,
      Upload & { vehicleId: string; values: MaintenanceValues }
    >({
      query: ({ vehicleId, values, images, onProgress }) => ({
        url: `${base(vehicleId)}/actions/create-with-images`,
        method: 'POST',
        body: buildMaintenanceFormData(values, images),
        onProgress,
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => maintenanceTags(vehicleId),
    }),
    updateMaintenance: build.mutation<Maintenance, MaintenanceRef & { body: MaintenanceValues }>({
      query: ({ vehicleId, maintenanceId, body }) => ({
        url: `${base(vehicleId)}/${encodeURIComponent(maintenanceId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => maintenanceTags(vehicleId),
    }),
    addMaintenanceImages: build.mutation<Maintenance, MaintenanceRef & Upload>({
      query: ({ vehicleId, maintenanceId, images, onProgress }) => ({
        url: `${base(vehicleId)}/${encodeURIComponent(maintenanceId)}/images`,
        method: 'POST',
        body: buildImagesFormData(images),
        onProgress,
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => [{ type: 'Maintenances', id: vehicleId }],
    }),
    deleteMaintenance: build.mutation<void, MaintenanceRef>({
      query: ({ vehicleId, maintenanceId }) => ({
        url: `${base(vehicleId)}/${encodeURIComponent(maintenanceId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => maintenanceTags(vehicleId),
    }),
    deleteMaintenanceImage: build.mutation<void, MaintenanceRef & { imageId: string }>({
      query: ({ vehicleId, maintenanceId, imageId }) => ({
        url: `${base(vehicleId)}/${encodeURIComponent(maintenanceId)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { vehicleId }) => [{ type: 'Maintenances', id: vehicleId }],
    }),
  }),
});

export const {
  useListMaintenanceTasksQuery,
  useListMaintenancesQuery,
  useCreateMaintenanceMutation,
  useCreateMaintenanceWithImagesMutation,
  useUpdateMaintenanceMutation,
  useAddMaintenanceImagesMutation,
  useDeleteMaintenanceMutation,
  useDeleteMaintenanceImageMutation,
} = maintenancesApi;
