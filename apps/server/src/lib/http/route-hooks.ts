import type { FastifyInstance } from 'fastify';

type RouteHookName = 'preHandler' | 'preSerialization' | 'onSend';

/**
 * Adds hooks to the routes of the given methods only, as they are registered (instead of a global hook
 * that runs on every request to return at once): a GET never pays for the Idempotency-Key hooks. The
 * hooks run first among the route's own hooks, where a global hook would have run; they still check
 * the method themselves (a route of several methods, the HEAD route Fastify adds beside a GET).
 */
export function addRouteHooks(
  app: FastifyInstance,
  methods: ReadonlySet<string>,
  hooks: Partial<Record<RouteHookName, unknown>>,
) {
  app.addHook('onRoute', (route) => {
    const routeMethods = Array.isArray(route.method) ? route.method : [route.method];
    if (!routeMethods.some((method) => methods.has(method))) return;
    const options = route as unknown as Record<RouteHookName, unknown>;
    for (const [name, hook] of Object.entries(hooks) as [RouteHookName, unknown][]) {
      const own = options[name];
      options[name] = own === undefined ? [hook] : [hook, ...(Array.isArray(own) ? own : [own])];
    }
  });
}
