import { createAuthClient } from './auth.ts';

/** Origin of the API: the page's own unless VITE_API_HOST says otherwise. */
export const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '');

/** The app's one auth client; the base request, the uploader and the pages share it. */
export const authClient = createAuthClient({ host: apiHost, storage: window.localStorage });

let unauthorizedHandler = () => window.location.assign('/login?e=401');

/** The router registers client-side navigation here, so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * Set when the server ended the session (a 401), cleared by the next sign-in. The sign-in guard reads
 * it so that the page left behind sends the user to /login?e=401, not to a plain sign-in.
 */
let endedByServer = false;
authClient.subscribe(() => {
  if (authClient.getSession()) endedByServer = false;
});
export const sessionEndedByServer = () => endedByServer;

export const onUnauthorized = () => {
  endedByServer = true;
  unauthorizedHandler();
};
