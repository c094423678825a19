import type { ValidationErrorItem } from '@rikuun/contract';
import { AppError, validationFailed } from './errors.ts';

/** A validation error on one field found by a service (e.g. a referenced id of another tenant). */
export const fieldError = (property: string, rule: string, message: string) =>
  validationFailed([
    { property, constraints: { [rule]: message }, children: [] } satisfies ValidationErrorItem,
  ]);

/** 409 for a value that must be unique (e.g. a registration number), pointing at its field. */
export const fieldConflict = (property: string, message: string) =>
  new AppError(409, 'conflict', message, [
    { property, constraints: { unique: message }, children: [] } satisfies ValidationErrorItem,
  ]);
