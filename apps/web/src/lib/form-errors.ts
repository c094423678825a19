import { type ValidationErrorItem, validationErrorItem } from '@rikuun/contract';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';

/** Field key (dotted path, array items by index: `images.0`) → the messages for that field. */
export type FieldErrorMap = Record<string, string[]>;

/** Flattens the server's nested validation errors into dotted field keys (spec §5). */
export function flattenValidationErrors(items: readonly ValidationErrorItem[], prefix = ''): FieldErrorMap {
  const result: FieldErrorMap = {};
  for (const item of items) {
    const key = prefix ? `${prefix}.${item.property}` : item.property;
    const messages = Object.values(item.constraints ?? {});
    if (messages.length > 0) result[key] = [...(result[key] ?? []), ...messages];
    for (const [childKey, childMessages] of Object.entries(
      flattenValidationErrors(item.children ?? [], key),
    )) {
      result[childKey] = [...(result[childKey] ?? []), ...childMessages];
    }
  }
  return result;
}

const bodyWithErrors = z.object({ errors: z.array(validationErrorItem) });

/**
 * The field errors an error body carries in the validation shape (`errors` tree), whatever its status:
 * a 400's validation failure, or a 409 conflict on one field (登録番号 already in use), so that the
 * form shows each at its field. Undefined when the body has none.
 */
export function fieldErrorsOf(body: unknown): FieldErrorMap | undefined {
  const parsed = bodyWithErrors.safeParse(body);
  if (!parsed.success) return undefined;
  const flat = flattenValidationErrors(parsed.data.errors);
  return Object.keys(flat).length > 0 ? flat : undefined;
}

/**
 * Whether a server error key names a field the form lists: the same key, or a row's field of a list
 * the form shows row by row, listed with `*` for the index (`breaks.*.end` matches `breaks.0.end`).
 */
export function isKnownField(key: string, knownFields: readonly string[]): boolean {
  const parts = key.split('.');
  return knownFields.some((field) => {
    const pattern = field.split('.');
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) => part === parts[i] || (part === '*' && /^\d+$/.test(parts[i] ?? '')))
    );
  });
}

/**
 * Sets each server message on its react-hook-form field. Returns the messages whose field the form
 * does not show (so the caller can display them elsewhere); `knownFields` lists the fields the form has
 * (see isKnownField).
 */
export function applyFieldErrors<T extends FieldValues>(
  fieldErrors: FieldErrorMap,
  setError: UseFormSetError<T>,
  knownFields?: readonly string[],
): string[] {
  const unmatched: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    if (knownFields && !isKnownField(key, knownFields)) {
      unmatched.push(...messages);
      continue;
    }
    setError(key as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
