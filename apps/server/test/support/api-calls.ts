import type { TestApp } from '../helpers.ts';
import { bearer } from '../helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One JSON call as a user: the status and the parsed body (null for 204). */
export async function callAs(
  t: TestApp,
  user: { token: string },
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are checked with expect
  const body: any = res.body ? res.json() : null;
  return { status: res.statusCode, body };
}

/** The messages of a validation error tree, by dotted field name. */
export function fieldMessages(body: {
  errors?: { property: string; constraints?: Record<string, string>; children?: unknown[] }[];
}) {
  return Object.fromEntries(
    (body.errors ?? []).map((e) => [e.property, Object.values(e.constraints ?? {})]),
  ) as Record<string, string[]>;
}

type ErrorNode = { property: string; constraints?: Record<string, string>; children?: ErrorNode[] };

/** Every message of a validation error tree at its full dotted path (`breaks.0.end`). */
export function nestedFieldMessages(body: { errors?: ErrorNode[] }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (nodes: ErrorNode[], prefix: string) => {
    for (const n of nodes) {
      const path = prefix ? `${prefix}.${n.property}` : n.property;
      if (n.constraints) out[path] = Object.values(n.constraints);
      walk(n.children ?? [], path);
    }
  };
  walk(body.errors ?? [], '');
  return out;
}
