import type {
  CarrierRegisterQuery,
  CarrierRegisterRow,
  CourseOffer,
  CourseOfferInput,
  CourseOfferListQuery,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const offerUrl = (id: string) => `/offers/courses/${encodeURIComponent(id)}`;
/** Offers share the Course tag type (one id for every offer list): accepting one changes the courses too. */
const offersTag = { type: 'Course' as const, id: 'OFFERS' };
const courseLists = [
  offersTag,
  { type: 'Course' as const, id: 'LIST' },
  { type: 'CourseCalendar' as const, id: 'WEEK' },
];

export const courseOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCourseOffers: build.query<ListResponse<CourseOffer>, CourseOfferListQuery>({
      query: (params) => ({ url: '/offers/courses', params }),
      providesTags: [offersTag],
    }),
    createCourseOffer: build.mutation<CourseOffer, CourseOfferInput>({
      query: (body) => ({ url: '/offers/courses', method: 'POST', body }),
      invalidatesTags: [offersTag],
    }),
    withdrawCourseOffer: build.mutation<void, string>({
      query: (id) => ({ url: offerUrl(id), method: 'DELETE' }),
      invalidatesTags: [offersTag],
    }),
    acceptCourseOffer: build.mutation<CourseOffer, string>({
      query: (id) => ({ url: `${offerUrl(id)}/accept`, method: 'POST' }),
      invalidatesTags: courseLists,
    }),
    carrierRegister: build.query<ListResponse<CarrierRegisterRow>, CarrierRegisterQuery>({
      query: (params) => ({ url: '/offers/courses/carrier-register', params }),
      providesTags: [offersTag],
    }),
  }),
});

export const {
  useListCourseOffersQuery,
  useCreateCourseOfferMutation,
  useWithdrawCourseOfferMutation,
  useAcceptCourseOfferMutation,
  useCarrierRegisterQuery,
  useLazyCarrierRegisterQuery,
} = courseOffersApi;
