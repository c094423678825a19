import type {
  OptimizationConfirmResult,
  OptimizationConfirmValues,
  OptimizationReplanValues,
  OptimizationRun,
  OptimizationTargets,
  OptimizationTargetsValues,
  OptimizeInput,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** Confirming writes courses: the course lists and the 配車表 read again. */
const courseLists = [
  { type: 'Course' as const, id: 'LIST' },
  { type: 'CourseCalendar' as const, id: 'WEEK' },
];

export const optimizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchOptimizationTargets: build.query<OptimizationTargets, OptimizationTargetsValues>({
      query: (body) => ({ url: '/courses/optimize/targets/search', method: 'POST', body }),
      providesTags: [{ type: 'Course', id: 'LIST' }],
    }),
    startOptimization: build.mutation<{ runId: string; status: 'running' }, OptimizeInput>({
      query: (body) => ({ url: '/courses/optimize', method: 'POST', body }),
    }),
    getOptimizationRun: build.query<OptimizationRun, string>({
      query: (runId) => ({ url: `/courses/optimize/${encodeURIComponent(runId)}` }),
    }),
    replanOptimization: build.mutation<
      { runId: string; status: 'running' },
      { runId: string; body: OptimizationReplanValues }
    >({
      query: ({ runId, body }) => ({
        url: `/courses/optimize/${encodeURIComponent(runId)}/replan`,
        method: 'POST',
        body,
      }),
    }),
    cancelOptimization: build.mutation<OptimizationRun, string>({
      query: (runId) => ({ url: `/courses/optimize/${encodeURIComponent(runId)}/cancel`, method: 'POST' }),
    }),
    confirmOptimization: build.mutation<OptimizationConfirmResult, OptimizationConfirmValues>({
      query: (body) => ({ url: '/courses/optimize/confirm', method: 'POST', body }),
      invalidatesTags: courseLists,
    }),
  }),
});

export const {
  useSearchOptimizationTargetsQuery,
  useStartOptimizationMutation,
  useGetOptimizationRunQuery,
  useCancelOptimizationMutation,
  useConfirmOptimizationMutation,
  useReplanOptimizationMutation,
} = optimizationApi;
