import fastJson from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = { [key: string]: unknown };

/**
 * How answers are written from the contract's response schemas (the serializer compiler).
 *
 * - `check` (development and tests): the zod schema parses every answer (types, formats, fields the
 *   contract does not name left out) and the answer is that, as JSON; where a compiled writer exists
 *   (below), its text must be the same, character for character, or the request fails: every API test
 *   checks the compiled writers against the schemas.
 * - production: the compiled writer alone, fast-json-stringify built from the schema's JSON Schema
 *   (the fields the contract names, in its order; nothing else is written). Validating each answer
 *   again and then stringifying it cost more than the rest of a primary-key read's serialisation
 *   (bench/README.md); schemas it cannot represent exactly (unions other than "or null", references,
 *   transforms) keep the zod parse in production too.
 */
export function responseSerializerCompiler(mode: 'check' | 'fast') {
  return (route: { schema: unknown; method: string; url: string; httpStatus?: string }): Serialize => {
    const { schema, method, url } = route;
    const zod =
      schema instanceof z.ZodType
        ? schema
        : (schema as { properties?: unknown } | null)?.properties instanceof z.ZodType
          ? (schema as { properties: z.ZodType }).properties
          : undefined;
    if (!zod) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as Serialize;
    const viaZod: Serialize = (data) => {
      const result = zod.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    const fast = compiledWriter(zod);
    if (!fast) return viaZod;
    if (mode === 'fast') return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (written !== expected) {
        throw new Error(
          `the compiled response writer of ${method} ${url} differs from its schema: ${written} instead of ${expected}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify for a schema whose JSON Schema it writes exactly as zod would; else undefined. */
export function compiledWriter(schema: z.ZodType): Serialize | undefined {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
  } catch {
    return undefined;
  }
  const plain = plainSchema(json);
  if (!plain) return undefined;
  return fastJson(plain) as Serialize;
}

/** Keywords that only constrain values (fast-json-stringify writes what it is given). */
const CONSTRAINTS = new Set([
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'enum',
  'description',
  'title',
  'examples',
  '$schema',
]);
/** Keywords written the same by both. */
const STRUCTURE = new Set([
  'type',
  'properties',
  'required',
  'items',
  'additionalProperties',
  'enum',
  'const',
  'default',
]);

/**
 * The schema without constraints (a `format: date-time` string would be written as a Date), or
 * undefined when it holds anything whose writing could differ from zod's (anyOf, $ref, tuples, …).
 */
function plainSchema(node: unknown): JsonSchema | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const nullable = orNull(node as JsonSchema);
  if (nullable) return nullable;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (CONSTRAINTS.has(key)) continue;
    if (!STRUCTURE.has(key)) return undefined;
    if (key === 'properties') {
      const properties: JsonSchema = {};
      for (const [name, property] of Object.entries(value as JsonSchema)) {
        const plain = plainSchema(property);
        if (!plain) return undefined;
        properties[name] = plain;
      }
      out.properties = properties;
    } else if (key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) {
      const plain = plainSchema(value);
      if (!plain) return undefined;
      out[key] = plain;
    } else {
      out[key] = value;
    }
  }
  // An untyped schema (z.unknown(), z.any()) is written by fast-json-stringify its own way.
  if (typeof out.type !== 'string' && !Array.isArray(out.type)) return undefined;
  return out;
}

/** `X | null` (zod's `.nullable()`: anyOf X and null) as X with the type `[X's type, "null"]`. */
function orNull(node: JsonSchema): JsonSchema | undefined {
  const { anyOf, ...rest } = node;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || Object.keys(rest).some((k) => !CONSTRAINTS.has(k))) {
    return undefined;
  }
  const isNull = (x: unknown) =>
    typeof x === 'object' && x !== null && Object.keys(x).length === 1 && (x as JsonSchema).type === 'null';
  const other = isNull(anyOf[0]) ? anyOf[1] : isNull(anyOf[1]) ? anyOf[0] : undefined;
  const plain = other === undefined ? undefined : plainSchema(other);
  if (!plain || typeof plain.type !== 'string' || plain.const !== undefined || plain.default !== undefined) {
    return undefined;
  }
  return { ...plain, type: [plain.type, 'null'] };
}
