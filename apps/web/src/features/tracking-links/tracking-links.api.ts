import type { TrackingLink, TrackingLinkInput } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const trackingLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new link for a stop of the company's course (staff). */
    createTrackingLink: build.mutation<
      TrackingLink,
      { courseId: string; destinationId: string } & NonNullable<TrackingLinkInput>
    >({
      query: ({ courseId, destinationId, notifyEmail }) => ({
        url: `/courses/${encodeURIComponent(courseId)}/destinations/${encodeURIComponent(destinationId)}/tracking-link`,
        method: 'POST',
        body: { notifyEmail: notifyEmail ?? null },
      }),
    }),
    /** A new link for a stop of the shipper's course. */
    createConsignorTrackingLink: build.mutation<
      TrackingLink,
      { destinationId: string } & NonNullable<TrackingLinkInput>
    >({
      query: ({ destinationId, notifyEmail }) => ({
        url: `/consignor/destinations/${encodeURIComponent(destinationId)}/tracking-link`,
        method: 'POST',
        body: { notifyEmail: notifyEmail ?? null },
      }),
    }),
  }),
});

export const { useCreateTrackingLinkMutation, useCreateConsignorTrackingLinkMutation } = trackingLinksApi;
