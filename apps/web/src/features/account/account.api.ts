import type { Self } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSelf: build.query<Self, void>({
      query: () => '/self',
      providesTags: ['SelfData'],
    }),
  }),
});

export const { useGetSelfQuery } = accountApi;
