import type { Db } from '../../src/lib/db/db.ts';
import type { MultipartPart } from '../support/multipart.ts';

/**
 * Security fixtures: what the generated test (test/route-security.test.ts) needs to call a feature's
 * routes for real. One file per feature, `test/security/<feature>.fixtures.ts`, with a default export:
 *
 *   export default defineFixtures({
 *     // Creates one company's records through the API (as that company's admin).
 *     async setup(api) {
 *       const vehicle = await api.call<{ id: string }>('POST', '/v1/vehicles', { ... });
 *       return { vehicleId: vehicle.id };
 *     },
 *     // One entry per route, keyed exactly as the route table spells it: `METHOD /v1/url/:param`.
 *     routes: {
 *       'GET /v1/vehicles': ({ vehicleId }) => ({ listed: [vehicleId] }),
 *       'PUT /v1/vehicles/:id': ({ vehicleId }) => ({
 *         params: { id: vehicleId },
 *         body: { ... },                          // a valid body: a 400 would hide a missing 404
 *         readBack: `/v1/vehicles/${vehicleId}`,  // must read the same after another company's call
 *       }),
 *     },
 *   });
 *
 * Every route with a :param and every list route needs an entry; the test fails naming the ones missing.
 */
export type Api = {
  /** Calls the API as the company's admin; throws unless the answer is 2xx; returns the JSON body. */
  call<T = Record<string, unknown>>(method: Method, url: string, body?: unknown): Promise<T>;
  /** The same with a multipart form (parts as in test/support/multipart.ts). */
  form<T = Record<string, unknown>>(url: string, parts: MultipartPart[]): Promise<T>;
  /**
   * The same calls as a platform user: the system administrator, or a consignor user (of the consignor
   * whose routes the generated test calls as that role), for records only they can create.
   */
  as(role: PlatformRole): Pick<Api, 'call' | 'form'>;
  /**
   * The test database and the company's id, for a record whose own routes belong to another feature
   * and are not the subject here (e.g. a course row under which destinations are created).
   */
  db: Db;
  companyId: string;
};

export type PlatformRole = 'system_admin' | 'consignor_user';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A route as the route table spells it, e.g. `DELETE /v1/vehicles/:id`. */
export type RouteKey = `${Method} /${string}`;

/** How to call one route on the records setup made. */
export type RouteCall = {
  /** Values of the route's :params. */
  params?: Record<string, string>;
  /** The query string of a valid call (a required filter). */
  query?: Record<string, string>;
  /** The JSON body of a valid call. */
  body?: unknown;
  /** Or the parts of a valid multipart call. */
  form?: MultipartPart[];
  /** Write routes (PUT, PATCH, DELETE, POST with a :param): a GET url whose answer to the owning company must not change when another company calls the route. */
  readBack?: string;
  /** List routes: ids of the owner's rows the list shows (another company must see none of them). */
  listed?: string[];
  /** Routes of data common to every company (masters, reference data): why there are no company rows to list or hide. */
  shared?: string;
  /**
   * A driver's own list (/self/...): scoped to the signed-in driver, not to a company admin's rows; the
   * test named here proves another driver's rows never show.
   */
  own?: string;
};

export type FeatureFixtures<R> = {
  setup(api: Api): Promise<R>;
  routes: Partial<Record<RouteKey, (records: R) => RouteCall>>;
};

/** Identity function that gives a fixture file its types (records flow from setup into routes). */
export const defineFixtures = <R>(fixtures: FeatureFixtures<R>): FeatureFixtures<R> => fixtures;
