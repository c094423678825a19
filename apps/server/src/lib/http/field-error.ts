import type { ValidationErrorItem } from '@rikuun/contract';
import { validationFailed } from './errors.ts';

/** A validation error on one field found by a service (e.g. a referenced id of another tenant). */
export const fieldError = (property: string, rule: string, message: string) =>
  validationFailed([
    { property, constraints: { [rule]: message }, children: [] } satisfies ValidationErrorItem,
  ]);
