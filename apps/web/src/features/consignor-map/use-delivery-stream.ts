import type { ConsignorStreamEvent, StreamEndEvent } from '@rikuun/contract';
import { useEffect, useRef, useState } from 'react';
import { apiHost } from '../../lib/session.ts';
import { useConsignorStreamTokenMutation } from './consignor-map.api.ts';

/** How the page stays current: the live stream, or reading again every POLL_MS when it failed. */
export type LiveMode = 'connecting' | 'live' | 'polling';
export const POLL_MS = 30_000;
/**
 * While live the list is still read again this often: the stream carries positions and actions of the
 * courses on the page, not a course newly assigned to the consignor's date or an action taken back.
 */
export const LIVE_REFRESH_MS = 120_000;
/** After a failure the stream is tried again this much later (polling meanwhile). */
export const RETRY_MS = 60_000;

/**
 * Opens GET /consignor/deliveries/stream for the date with a fresh stream token and hands each event
 * to `onEvent`. When the server ends the stream (an `end` event: its maximum life passed, the server
 * is closing, or the user's access changed) a new one opens at once with a new token, staying 'live'
 * meanwhile; if access has ended the token request is refused and the page polls (or, on a 401, the
 * user is signed out). When the stream cannot open or breaks, the mode turns to 'polling' (the page
 * then reads again every 30 s) and a new stream is tried a minute later; the browser's own
 * reconnection is not used, as a stream token opens one stream only.
 */
export function useDeliveryStream(
  date: string,
  onEvent: (event: Exclude<ConsignorStreamEvent, StreamEndEvent>) => void,
): LiveMode {
  const [mode, setMode] = useState<LiveMode>('connecting');
  const [attempt, setAttempt] = useState(0);
  const [issueToken] = useConsignorStreamTokenMutation();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setMode('polling');
      return;
    }
    let source: EventSource | undefined;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const fallBack = () => {
      if (cancelled) return;
      setMode('polling');
      retry = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    if (attempt === 0) setMode('connecting');
    issueToken()
      .unwrap()
      .then(({ token }) => {
        if (cancelled) return;
        const params = new URLSearchParams({ date, token });
        source = new EventSource(`${apiHost}/v1/consignor/deliveries/stream?${params}`);
        source.onopen = () => setMode('live');
        source.onmessage = (message) => {
          let event: ConsignorStreamEvent;
          try {
            event = JSON.parse(message.data) as ConsignorStreamEvent;
          } catch {
            // A malformed event is skipped; the next one or the next read brings the state.
            return;
          }
          if (event.type === 'end') {
            source?.close();
            setAttempt((n) => n + 1);
          } else handler.current(event);
        };
        source.onerror = () => {
          source?.close();
          fallBack();
        };
      })
      .catch(fallBack);
    return () => {
      cancelled = true;
      if (retry) clearTimeout(retry);
      source?.close();
    };
  }, [date, issueToken, attempt]);

  return mode;
}
