import type { DriverProfile, DriverProfileValues, JobType, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';
import type { ProgressListener } from '../../lib/multipart-upload.ts';
import { buildProfileFormData } from './profile-form-data.ts';

const url = (driverId: string) => `/drivers/${encodeURIComponent(driverId)}/profile-detail`;
const profileTag = (driverId: string) => ({ type: 'User Profile Detail' as const, id: driverId });

type Save = {
  driverId: string;
  /** POST for the first save, PUT afterwards. */
  registered: boolean;
  values: DriverProfileValues;
  images: readonly File[];
  onProgress?: ProgressListener;
};

export const driverProfilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listJobTypes: build.query<ListResponse<JobType>, void>({
      query: () => '/master/job-type',
      providesTags: ['JobType'],
    }),
    getDriverProfile: build.query<DriverProfile, string>({
      query: (driverId) => url(driverId),
      providesTags: (_result, _error, driverId) => [profileTag(driverId)],
    }),
    saveDriverProfile: build.mutation<DriverProfile, Save>({
      query: ({ driverId, registered, values, images, onProgress }) => ({
        url: url(driverId),
        method: registered ? 'PUT' : 'POST',
        body: buildProfileFormData(values, images),
        onProgress,
      }),
      // Expiry dates feed the alerts; the licence's is an item of the 運転者台帳.
      invalidatesTags: (_result, _error, { driverId }) => [
        profileTag(driverId),
        { type: 'DriverRegister', id: driverId },
        'Alert',
      ],
    }),
    deleteDriverProfileImage: build.mutation<void, { driverId: string; imageId: string }>({
      query: ({ driverId, imageId }) => ({
        url: `${url(driverId)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { driverId }) => [profileTag(driverId)],
    }),
  }),
});

export const {
  useListJobTypesQuery,
  useGetDriverProfileQuery,
  useSaveDriverProfileMutation,
  useDeleteDriverProfileImageMutation,
} = driverProfilesApi;
