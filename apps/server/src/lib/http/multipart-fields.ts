import { fieldError } from './field-error.ts';

/**
 * Multipart text fields into one object (design §3), so a form validates with the same zod schema
 * as a JSON body:
 *   name=a                      → { name: 'a' }
 *   name=a, name=b              → { name: ['a', 'b'] }            (plain repeated name)
 *   ids[]=a                     → { ids: ['a'] }                  (always an array, even with one value)
 *   ids[1]=b, ids[0]=a          → { ids: ['a', 'b'] }             (index order)
 *   meta[0][category]=x         → { meta: [{ category: 'x' }] }
 *   a[b]=x                      → { a: { b: 'x' } }
 * Indexed arrays keep their positions: a missing index stays a hole, which the schema then reports at
 * that index rather than silently pairing fileMetadata[n] with the wrong file.
 * Values stay text; the schemas parse booleans and JSON. Names that are not of this grammar
 * (`a[b`, `a]`) are kept as literal keys.
 */
export type FormObject = Record<string, unknown>;

const PUSH = Symbol('push');
type Segment = string | number | typeof PUSH;

export const MAX_FIELD_INDEX = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const NAME_PATTERN = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

const badName = (name: string) => fieldError(name, 'fieldName', 'フォームの項目名が正しくありません');

/** Splits `a[b][0][]` into ['a', 'b', 0, PUSH]; throws a 400 for unsafe keys or huge indices. */
export function parseFieldName(name: string): Segment[] {
  const match = NAME_PATTERN.exec(name);
  const segments: Segment[] = [];
  if (!match?.[1]) {
    segments.push(name);
  } else {
    segments.push(match[1]);
    for (const [, inner] of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) {
      if (inner === undefined || inner === '') segments.push(PUSH);
      else if (/^\d+$/.test(inner)) {
        const index = Number(inner);
        if (index > MAX_FIELD_INDEX) throw badName(name);
        segments.push(index);
      } else segments.push(inner);
    }
  }
  for (const s of segments) if (typeof s === 'string' && FORBIDDEN_KEYS.has(s)) throw badName(name);
  // `a[][b]` has no clear meaning (which item?), so an empty bracket may only come last.
  if (segments.slice(0, -1).includes(PUSH)) throw badName(name);
  return segments;
}

/** Builds the form object from fields in the order they arrived. */
export function buildFormObject(entries: Iterable<readonly [string, string]>): FormObject {
  const root: FormObject = {};
  for (const [name, value] of entries) setField(root, name, value);
  return root;
}

export function setField(root: FormObject, name: string, value: string): void {
  const segments = parseFieldName(name);
  let container: FormObject | unknown[] = root;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    const next = segments[i + 1];
    if (next === undefined) {
      assign(container, segment, value, name);
      return;
    }
    const existing = read(container, segment, name);
    if (existing === undefined) {
      const created: FormObject | unknown[] = typeof next === 'string' ? {} : [];
      write(container, segment, created, name);
      container = created;
    } else if (isContainerFor(existing, next)) {
      container = existing as FormObject | unknown[];
    } else {
      throw badName(name);
    }
  }
}

function isContainerFor(value: unknown, next: Segment): boolean {
  if (typeof next === 'string') return isPlainObject(value);
  return Array.isArray(value);
}

function isPlainObject(value: unknown): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function read(container: FormObject | unknown[], segment: Segment, name: string): unknown {
  if (segment === PUSH) throw badName(name);
  if (Array.isArray(container)) {
    if (typeof segment !== 'number') throw badName(name);
    return container[segment];
  }
  if (typeof segment !== 'string') throw badName(name);
  return Object.hasOwn(container, segment) ? container[segment] : undefined;
}

function write(container: FormObject | unknown[], segment: Segment, value: unknown, name: string): void {
  if (Array.isArray(container)) {
    if (segment === PUSH) container.push(value);
    else if (typeof segment === 'number') container[segment] = value;
    else throw badName(name);
    return;
  }
  if (typeof segment !== 'string') throw badName(name);
  container[segment] = value;
}

function assign(container: FormObject | unknown[], segment: Segment, value: string, name: string): void {
  if (segment === PUSH) {
    if (!Array.isArray(container)) throw badName(name);
    container.push(value);
    return;
  }
  const existing = read(container, segment, name);
  if (existing === undefined) {
    write(container, segment, value, name);
    return;
  }
  // A plain name sent twice becomes a list; an index sent twice is ambiguous.
  if (typeof segment === 'number') throw badName(name);
  if (typeof existing === 'string') {
    write(container, segment, [existing, value], name);
    return;
  }
  if (Array.isArray(existing)) {
    existing.push(value);
    return;
  }
  throw badName(name);
}
