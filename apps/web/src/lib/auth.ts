import type { TokenResponse } from '@rikuun/contract';
import { failureFromThrown, HttpFailure, isTokenExpired, readJsonResponse } from './http-failure.ts';

/** The contract's schema is loaded with the first token response, so zod stays out of the first page load. */
const parseTokenResponse = async (value: unknown) =>
  (await import('@rikuun/contract')).tokenResponse.safeParse(value);

export type AuthSession = { idToken: string; refreshToken: string; expiresAt: number };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type AuthClientOptions = {
  /** Origin of the API, '' for the page's own origin. */
  host: string;
  storage: KeyValueStorage;
  fetchFn?: typeof fetch;
  now?: () => number;
};

export type AuthClient = ReturnType<typeof createAuthClient>;

export const AUTH_STORAGE_KEY = 'rikuun.auth';
const REQUEST_TIMEOUT_MS = 120_000;
/** Refresh a little before the real expiry so a token never dies on its way to the server. */
const EXPIRY_MARGIN_MS = 60_000;

function readSession(storage: KeyValueStorage): AuthSession | null {
  try {
    const parsed = JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as Partial<AuthSession> | null;
    if (parsed && typeof parsed.idToken === 'string' && typeof parsed.refreshToken === 'string') {
      return {
        idToken: parsed.idToken,
        refreshToken: parsed.refreshToken,
        expiresAt: Number(parsed.expiresAt) || 0,
      };
    }
  } catch {
    // A corrupt entry counts as signed out.
  }
  return null;
}

/** The claims of our own ID token, read for display only (the server verifies it). */
function decodeClaims(idToken: string | undefined): { amr?: unknown; iat?: unknown } | null {
  const part = idToken?.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(base64)) as { amr?: unknown; iat?: unknown };
  } catch {
    return null;
  }
}

/**
 * Client of the server's built-in identity provider (/auth/v1). Tokens live in localStorage; refresh
 * tokens rotate, so every answer's refresh token replaces the stored one. Subscribable for React.
 */
export function createAuthClient({ host, storage, fetchFn = fetch, now = Date.now }: AuthClientOptions) {
  let session = readSession(storage);
  let refreshing: Promise<string | null> | null = null;
  const listeners = new Set<() => void>();

  function setSession(next: AuthSession | null) {
    session = next;
    if (next) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else storage.removeItem(AUTH_STORAGE_KEY);
    for (const listener of listeners) listener();
  }

  function storeTokens(tokens: TokenResponse): string {
    setSession({
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: now() + tokens.expiresIn * 1000,
    });
    return tokens.idToken;
  }

  async function post(path: string, body: unknown, idToken?: string | null): Promise<unknown> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    let response: Response;
    try {
      response = await fetchFn(`${host}/auth/v1${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new HttpFailure(failureFromThrown(error));
    }
    const result = await readJsonResponse(response);
    if ('error' in result) throw new HttpFailure(result.error);
    return result.data;
  }

  async function requestTokens(path: string, body: unknown): Promise<string> {
    const parsed = await parseTokenResponse(await post(path, body));
    if (!parsed.success) {
      throw new HttpFailure({
        status: 'PARSING_ERROR',
        originalStatus: 200,
        data: '',
        error: parsed.error.message,
      });
    }
    return storeTokens(parsed.data);
  }

  async function refresh(): Promise<string | null> {
    const current = session;
    if (!current) return null;
    try {
      return await requestTokens('/token', { refreshToken: current.refreshToken });
    } catch (error) {
      // A rejected refresh token (revoked, reused, expired) ends the session; a network failure does not.
      const status = error instanceof HttpFailure ? error.failure.status : null;
      if ((status === 400 || status === 401) && session?.refreshToken === current.refreshToken)
        setSession(null);
      throw error;
    }
  }

  /** The current ID token, refreshed when expired or forced; one refresh runs at a time. */
  function getIdToken(forceRefresh = false): Promise<string | null> {
    if (!session) return Promise.resolve(null);
    if (!forceRefresh && session.expiresAt - EXPIRY_MARGIN_MS > now())
      return Promise.resolve(session.idToken);
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    getSession: (): AuthSession | null => session,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIdToken,
    signIn: (email: string, password: string) => requestTokens('/sign-in', { email, password }),
    signInWithLink: (token: string) => requestTokens('/sign-in-with-link', { token }),
    /** A printed one-time login code (a driver without an email address). */
    signInWithCode: (code: string) => requestTokens('/sign-in-with-code', { code }),

    /** Ends the session locally at once; telling the server (to revoke the refresh token) is best effort. */
    async signOut(): Promise<void> {
      const current = session;
      if (!current) return;
      setSession(null);
      await post('/sign-out', { refreshToken: current.refreshToken }).catch(() => undefined);
    },

    /** 「パスワードをお忘れの方」: the server answers alike whether or not the address has an account. */
    async requestPasswordReset(email: string): Promise<string> {
      const answer = (await post('/password-reset', { email })) as { message?: unknown } | null;
      return typeof answer?.message === 'string' ? answer.message : '';
    },

    /**
     * Changes the password; follows the same expired-token rule as API calls (refresh, retry once).
     * The server ends every other session and answers new tokens for this one.
     */
    async changePassword(input: { currentPassword?: string; newPassword: string }): Promise<void> {
      const send = async (idToken: string | null) => post('/password', input, idToken);
      let result: unknown;
      try {
        result = await send(await getIdToken());
      } catch (error) {
        if (!(error instanceof HttpFailure && isTokenExpired(error.failure))) throw error;
        result = await send(await getIdToken(true));
      }
      // The server may rotate the session on a password change; keep the new tokens when it does.
      const tokens = await parseTokenResponse(result);
      if (tokens.success) storeTokens(tokens.data);
    },

    /** Signed in by a mailed link a moment ago: the server lets such a session set a password without the old one. */
    signedInByLinkRecently(graceSeconds = 15 * 60): boolean {
      const claims = decodeClaims(session?.idToken);
      return Array.isArray(claims?.amr) && claims.amr.includes('link') && typeof claims.iat === 'number'
        ? now() / 1000 - claims.iat < graceSeconds - 60
        : false;
    },

    /** Picks up a sign-in or sign-out made in another tab. */
    reloadFromStorage(): void {
      const stored = readSession(storage);
      if (stored?.refreshToken !== session?.refreshToken) setSession(stored);
    },
  };
}
