import { parseNumberText, type UndeliveredOutcomeType } from '@rikuun/contract';
import type { OutcomeDetails } from './record-action.ts';

/**
 * The outcome screen's text as the action's fields: the reason trimmed, the wished time of a
 * 再配達依頼 (a datetime-local value, read as Tokyo time) as an instant, the pieces of a 一部配達 as a
 * number (full-width digits too). Fields of another outcome are left out; what cannot be read is
 * passed on for the contract's schema to refuse at its field.
 */
export function outcomeValues(
  type: UndeliveredOutcomeType,
  typed: { reason: string; redeliveryAt: string; quantity: string },
): OutcomeDetails & { reason: string | undefined } {
  const reason = typed.reason.trim() || undefined;
  const at = typed.redeliveryAt.trim();
  const redeliveryAt =
    type === 'redelivery_requested' && at !== ''
      ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(at)
        ? `${at}:00+09:00`
        : at
      : undefined;
  const quantity = type === 'partial' ? parseNumberText(typed.quantity) : null;
  return { reason, redeliveryAt, deliveredQuantity: quantity ?? undefined };
}
