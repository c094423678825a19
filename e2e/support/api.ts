/** Signs in through the API: the user's ID token. */
export async function idTokenOf(baseUrl: string, email: string, password: string) {
  const signIn = await fetch(`${baseUrl}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

/** Calls the API as a signed-in user, for test data the browser then shows. */
export async function apiAs(baseUrl: string, email: string, password: string) {
  const idToken = await idTokenOf(baseUrl, email, password);

  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${idToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
