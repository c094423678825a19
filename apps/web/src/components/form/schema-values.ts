import type { z } from 'zod';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/** The fields of a contract input schema, in declaration order (also the keys of server field errors). */
export const fieldsOf = <S extends ObjectSchema>(schema: S) =>
  Object.keys(schema.shape) as (keyof S['shape'] & string)[];

/**
 * A new record's form values, from the schema: each field's own default (`default('owned')`, `[]`),
 * null for optional fields, and empty text for the rest (required fields the user must fill in).
 */
export function defaultsOf<S extends ObjectSchema>(schema: S): z.input<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const empty = (field as z.ZodType).safeParse(undefined);
    values[key] = empty.success ? empty.data : '';
  }
  return values as z.input<S>;
}

/** A stored record as form values: exactly the schema's fields, taken from the record. */
export function valuesOf<S extends ObjectSchema>(
  schema: S,
  record: { [K in keyof z.input<S>]-?: unknown },
): z.input<S> {
  const values: Record<string, unknown> = {};
  for (const key of fieldsOf(schema)) values[key] = (record as Record<string, unknown>)[key];
  return values as z.input<S>;
}
