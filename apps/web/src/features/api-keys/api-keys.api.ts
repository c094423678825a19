import type { ApiKey, ApiKeyInput, IssuedApiKey, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** The company's API keys (company admin). The page refetches the list after an issue or a revoke. */
export const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ListResponse<ApiKey>, void>({
      query: () => ({ url: '/api-keys' }),
    }),
    issueApiKey: build.mutation<IssuedApiKey, ApiKeyInput>({
      query: (body) => ({ url: '/api-keys', method: 'POST', body }),
    }),
    revokeApiKey: build.mutation<ApiKey, string>({
      query: (id) => ({ url: `/api-keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

export const { useListApiKeysQuery, useIssueApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
