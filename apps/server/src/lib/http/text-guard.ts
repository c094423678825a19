import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { RequestValidationError } from './error-handler.ts';

const MESSAGE = '使用できない文字（NUL）が含まれています';

/**
 * PostgreSQL cannot store NUL in text: a value carrying one would fail in the database (a 500)
 * wherever a schema forgot to refuse it. This guard refuses it in every part of every request
 * before validation, so no route can pass one on. (The contract's text schemas refuse the other
 * control characters with a message naming the field.)
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    try {
      assertNoNul(req.params, 'params');
      assertNoNul(req.query, 'querystring');
      assertNoNul(req.body, 'body');
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

/** Throws the validation error (400, or 404 for a path) when any key or text in value holds a NUL. */
export function assertNoNul(value: unknown, part: string): void {
  // Nearly every request holds none: a scan that allocates nothing, and the issues only for those that do.
  if (!holdsNul(value, 0)) return;
  const issues: z.core.$ZodIssue[] = [];
  collect(value, [], issues, 0);
  if (issues.length > 0) throw new RequestValidationError(issues, part);
}

function collect(value: unknown, path: string[], issues: z.core.$ZodIssue[], depth: number) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) issues.push({ code: 'custom', path, message: MESSAGE, input: value });
    return;
  }
  if (!value || typeof value !== 'object' || depth > 64) return;
  for (const [key, item] of Object.entries(value)) {
    // A key with NUL is reported at its parent: its own name cannot be shown.
    if (key.includes('\u0000')) issues.push({ code: 'custom', path, message: MESSAGE, input: key });
    else collect(item, [...path, key], issues, depth + 1);
  }
}

function holdsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000') || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
