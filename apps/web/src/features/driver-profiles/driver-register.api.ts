import type {
  AptitudeTest,
  AptitudeTestValues,
  DriverRegister,
  DriverTraining,
  DriverTrainingValues,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';
import { buildRegisterPhotoFormData } from './register-photo-form-data.ts';

const base = (driverId: string) => `/drivers/${encodeURIComponent(driverId)}`;
const registerTag = (driverId: string) => ({ type: 'DriverRegister' as const, id: driverId });
/** A record changes the 台帳 and the alerts (missing items, 適性診断 due). */
const changed = (_r: unknown, _e: unknown, { driverId }: { driverId: string }) => [
  registerTag(driverId),
  'Alert' as const,
];

/** 指導 (trainings) and 適性診断 (aptitude-tests) share their calls but for the path. */
export type RecordPath = 'trainings' | 'aptitude-tests';
type RecordValues = { trainings: DriverTrainingValues; 'aptitude-tests': AptitudeTestValues };
type Save<P extends RecordPath> = { driverId: string; id?: string; values: RecordValues[P] };

export const driverRegisterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDriverRegister: build.query<DriverRegister, string>({
      query: (driverId) => `${base(driverId)}/register`,
      providesTags: (_result, _error, driverId) => [registerTag(driverId)],
    }),
    saveTraining: build.mutation<DriverTraining, Save<'trainings'>>({
      query: ({ driverId, id, values }) => ({
        url: `${base(driverId)}/trainings${id ? `/${encodeURIComponent(id)}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      invalidatesTags: changed,
    }),
    saveAptitudeTest: build.mutation<AptitudeTest, Save<'aptitude-tests'>>({
      query: ({ driverId, id, values }) => ({
        url: `${base(driverId)}/aptitude-tests${id ? `/${encodeURIComponent(id)}` : ''}`,
        method: id ? 'PUT' : 'POST',
        body: values,
      }),
      invalidatesTags: changed,
    }),
    deleteDriverRecord: build.mutation<void, { driverId: string; path: RecordPath; id: string }>({
      query: ({ driverId, path, id }) => ({
        url: `${base(driverId)}/${path}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: changed,
    }),
    addRegisterPhoto: build.mutation<DriverRegister, { driverId: string; photo: File; takenOn: string }>({
      query: ({ driverId, photo, takenOn }) => ({
        url: `${base(driverId)}/register/photo`,
        method: 'POST',
        body: buildRegisterPhotoFormData(photo, takenOn),
      }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetDriverRegisterQuery,
  useSaveTrainingMutation,
  useSaveAptitudeTestMutation,
  useDeleteDriverRecordMutation,
  useAddRegisterPhotoMutation,
} = driverRegisterApi;
