import type { WorkingTimeResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const workingTimeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /working-time: figures are computed on each call from the day's records, so never cached long. */
    getWorkingTime: build.query<WorkingTimeResponse, { month: string; driverId?: string }>({
      query: ({ month, driverId }) => ({ url: '/working-time', params: { month, driverId } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetWorkingTimeQuery } = workingTimeApi;
