import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { AuthUser } from './auth/current-user.ts';
import type { Db } from './db/db.ts';
import { forbidden, unauthorized } from './http/errors.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Storage } from './storage/storage.ts';

/** What a service function needs: passed explicitly, no container. */
export type Services = {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  clock: () => Date;
};

export type Ctx = Services & { user: AuthUser; log: FastifyBaseLogger };
export type CompanyCtx = Ctx & { companyId: string };
export type ConsignorCtx = Ctx & { consignorId: string };

export function ctxOf(req: FastifyRequest): Ctx {
  if (!req.user) throw unauthorized();
  return { ...req.server.services, user: req.user, log: req.log };
}

/** For company-scoped routes: the company always comes from the signed-in user, never from the request. */
export function companyCtx(req: FastifyRequest): CompanyCtx {
  const user = req.user;
  if (!user) throw unauthorized();
  if (!user.companyId) throw forbidden();
  return { ...req.server.services, user, log: req.log, companyId: user.companyId };
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
