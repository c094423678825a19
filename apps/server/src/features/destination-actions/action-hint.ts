import type { FastifyRequest } from 'fastify';

/** Pubsub channel: an action was recorded on a course (the consignor's stream re-reads; a hint only). */
export const DESTINATION_ACTIONS_CHANNEL = 'destination_actions';

export type DestinationActionHint = { companyId: string; courseId: string };

/**
 * After the action's commit and without waiting (as POST /locations does): the answer to the phone
 * or the staff does not depend on the listeners. A retried post that recorded nothing sends none.
 */
export function publishActionHint(req: FastifyRequest, hint: DestinationActionHint, created: boolean) {
  if (!created) return;
  req.server.pubsub
    .publish(DESTINATION_ACTIONS_CHANNEL, hint)
    .catch((err) => req.log.warn({ err }, 'destination action hint not published'));
}
