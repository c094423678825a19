import type {
  Driver,
  DriverListFilter,
  DriverStatus,
  DriverValues,
  ListResponse,
  LoginCode,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const driverTags = (id: string) => [
  { type: 'Driver' as const, id },
  { type: 'Driver' as const, id: 'LIST' },
  // The driver's own fields are most of the 運転者台帳 (and its alerts).
  { type: 'DriverRegister' as const, id },
  'Alert' as const,
];

export const driversApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDrivers: build.query<ListResponse<Driver>, DriverListFilter>({
      query: (params) => ({ url: '/drivers', params }),
      providesTags: (result) => [
        { type: 'Driver', id: 'LIST' },
        ...(result?.data ?? []).map((d) => ({ type: 'Driver' as const, id: d.id })),
      ],
    }),
    getDriver: build.query<Driver, string>({
      query: (id) => `/drivers/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Driver', id }],
    }),
    // Group counts change with a driver's group or status.
    createDriver: build.mutation<Driver, DriverValues>({
      query: (body) => ({ url: '/drivers', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Driver', id: 'LIST' },
        { type: 'Group', id: 'LIST' },
      ],
    }),
    updateDriver: build.mutation<Driver, { id: string; body: DriverValues }>({
      query: ({ id, body }) => ({ url: `/drivers/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [...driverTags(id), { type: 'Group', id: 'LIST' }],
    }),
    setDriverStatus: build.mutation<Driver, { id: string; status: DriverStatus }>({
      query: ({ id, status }) => ({
        url: `/drivers/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { id }) => [...driverTags(id), { type: 'Group', id: 'LIST' }],
    }),
    resendInvitationMail: build.mutation<Driver, string>({
      query: (id) => ({ url: `/drivers/${encodeURIComponent(id)}/resendInvitationMail`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => driverTags(id),
    }),
    issueLoginCode: build.mutation<LoginCode, string>({
      query: (id) => ({ url: `/drivers/${encodeURIComponent(id)}/login-code`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => driverTags(id),
    }),
    sendLoginMail: build.mutation<{ sent: number }, readonly string[]>({
      query: (ids) => ({ url: '/drivers/sendLoginMail', method: 'POST', body: { ids } }),
    }),
  }),
});

export const {
  useListDriversQuery,
  useLazyListDriversQuery,
  useGetDriverQuery,
  useCreateDriverMutation,
  useUpdateDriverMutation,
  useSetDriverStatusMutation,
  useResendInvitationMailMutation,
  useSendLoginMailMutation,
  useIssueLoginCodeMutation,
} = driversApi;
