import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { AuthUser } from './auth/current-user.ts';
import type { Db } from './db/db.ts';
import { forbidden, unauthorized } from './http/errors.ts';
import { wroteByClient } from './http/read-your-writes.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RenderPdf } from './pdf/pdf-rendering.ts';
import type { Storage } from './storage/storage.ts';

/** What a service function needs: passed explicitly, no container. */
export type Services = {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  clock: () => Date;
  /** Draws a PDF of a registered kind (src/pdf-renderers.ts), in a PDF worker unless PDF_WORKERS=0. */
  renderPdf: RenderPdf;
};

export type Ctx = Services & { user: AuthUser; log: FastifyBaseLogger };
export type CompanyCtx = Ctx & { companyId: string };
export type ConsignorCtx = Ctx & { consignorId: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'replica': the route only reads (a list, report, statement, the live map, an export). With
     * DATABASE_READ_URL its ctx.db reads from a replica that is up, within the lag bound and past the
     * user's own last write; otherwise from the primary. Transactions (and a statement the replica
     * refuses as a write) still run on the primary (lib/db/replicas.ts, decision 070).
     */
    reads?: 'replica';
  }
}

/** The replica each request reads from, chosen once (null: the primary). */
const chosen = new WeakMap<FastifyRequest, Db | null>();

/** The services of this request: for a read-only route, ctx.db may be a replica (see `reads`). */
function servicesOf(req: FastifyRequest): Services {
  const services = req.server.services;
  const replicas = req.server.database?.replicas;
  if (!replicas || req.routeOptions.config?.reads !== 'replica') return services;
  let db = chosen.get(req);
  if (db === undefined) {
    db = replicas.pick(req.user?.id, wroteByClient(req.headers.cookie)) ?? null;
    chosen.set(req, db);
  }
  return db ? { ...services, db } : services;
}

// The context is built per request: written out field by field (one object shape every time, which V8
// builds inline), not spread from the services object (a generic copy, then a slow definition of each
// added field: measured on every by-id read, bench/README.md).
export function ctxOf(req: FastifyRequest): Ctx {
  if (!req.user) throw unauthorized();
  const s = servicesOf(req);
  return {
    config: s.config,
    db: s.db,
    storage: s.storage,
    mailer: s.mailer,
    clock: s.clock,
    renderPdf: s.renderPdf,
    user: req.user,
    log: req.log,
  };
}

/** For company-scoped routes: the company always comes from the signed-in user, never from the request. */
export function companyCtx(req: FastifyRequest): CompanyCtx {
  const user = req.user;
  if (!user) throw unauthorized();
  if (!user.companyId) throw forbidden();
  const s = servicesOf(req);
  return {
    config: s.config,
    db: s.db,
    storage: s.storage,
    mailer: s.mailer,
    clock: s.clock,
    renderPdf: s.renderPdf,
    user,
    log: req.log,
    companyId: user.companyId,
  };
}

export function consignorCtx(req: FastifyRequest): ConsignorCtx {
  const ctx = ctxOf(req);
  if (!ctx.user.consignorId) throw forbidden();
  return { ...ctx, consignorId: ctx.user.consignorId };
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export type DriverCtx = CompanyCtx & { driverId: string };

/** For the driver's own routes (/self/...): the driver record comes from the signed-in user. */
export function driverCtx(req: FastifyRequest): DriverCtx {
  const ctx = companyCtx(req);
  if (!ctx.user.driverId) throw forbidden('ドライバーとして登録されていません。');
  return { ...ctx, driverId: ctx.user.driverId };
}
