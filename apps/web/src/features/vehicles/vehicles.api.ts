import type {
  ChangeHistoryEntry,
  ListResponse,
  Vehicle,
  VehicleListFilter,
  VehicleValues,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVehicles: build.query<ListResponse<Vehicle>, VehicleListFilter>({
      query: (params) => ({ url: '/vehicles', params }),
      providesTags: (result) => [
        { type: 'Vehicle', id: 'LIST' },
        ...(result?.data ?? []).map((v) => ({ type: 'Vehicle' as const, id: v.id })),
      ],
    }),
    getVehicle: build.query<Vehicle, string>({
      query: (id) => `/vehicles/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Vehicle', id }],
    }),
    // Tagged with the vehicle itself: saving the vehicle refreshes its history.
    getVehicleHistory: build.query<
      ListResponse<ChangeHistoryEntry>,
      { id: string; page: number; perPage: number }
    >({
      query: ({ id, page, perPage }) => ({
        url: `/vehicles/${encodeURIComponent(id)}/history`,
        params: { page, perPage },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Vehicle', id }],
    }),
    createVehicle: build.mutation<Vehicle, VehicleValues>({
      query: (body) => ({ url: '/vehicles', method: 'POST', body }),
      invalidatesTags: [{ type: 'Vehicle', id: 'LIST' }],
    }),
    updateVehicle: build.mutation<Vehicle, { id: string; body: VehicleValues }>({
      query: ({ id, body }) => ({ url: `/vehicles/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Vehicle', id },
        { type: 'Vehicle', id: 'LIST' },
      ],
    }),
    deleteVehicle: build.mutation<void, string>({
      query: (id) => ({ url: `/vehicles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Lists only: invalidating the vehicle's own tag would fetch it again (a 404) while its page is
      // still open. Its page leaves for the list, and the unused entry expires with the cache.
      invalidatesTags: [{ type: 'Vehicle', id: 'LIST' }],
    }),
  }),
});

export const {
  useListVehiclesQuery,
  useLazyListVehiclesQuery,
  useGetVehicleQuery,
  useGetVehicleHistoryQuery,
  useCreateVehicleMutation,
  useUpdateVehicleMutation,
  useDeleteVehicleMutation,
} = vehiclesApi;
