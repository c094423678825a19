import type { Alert, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const alertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAlerts: build.query<ListResponse<Alert>, void>({
      query: () => '/alerts',
      // Vehicles' dates feed alerts too: their edits invalidate the vehicle list.
      providesTags: ['Alert', { type: 'Vehicle', id: 'LIST' }],
    }),
  }),
});

export const { useListAlertsQuery } = alertsApi;
