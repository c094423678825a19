import type { ValidationErrorItem } from '@rikuun/contract';
import { AppError, validationFailed } from './errors.ts';

/** A validation error on one field found by a service (e.g. a referenced id of another tenant). */
export const fieldError = (property: string, rule: string, message: string) =>
  validationFailed([
    { property, constraints: { [rule]: message }, children: [] } satisfies ValidationErrorItem,
  ]);

/**
 * 409 pointing at its field: a value that must be unique (e.g. a registration number), or another
 * rule of the current state (`rule`, e.g. a driver who cannot be assigned).
 */
export const fieldConflict = (property: string, message: string, rule = 'unique') =>
  new AppError(409, 'conflict', message, [
    { property, constraints: { [rule]: message }, children: [] } satisfies ValidationErrorItem,
  ]);
