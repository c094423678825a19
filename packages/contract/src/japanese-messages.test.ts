import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';

/**
 * Every schema the contract exports, sent bad input of every kind: each message it answers must be
 * Japanese. Messages reach users as they are (field errors, toasts), on the server and in forms.
 */

const UUID = '0190a5f0-0000-7000-8000-000000000001';
const long = (n: number) => 'あ'.repeat(n);

/** Values wrong for some field or other: types, emptiness, sizes, control characters, formats. */
const badValues: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b',
  long(10_001),
  0,
  -1,
  1.5,
  1e12,
  -1e12,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  'true ',
  [],
  ['x'],
  [1, null],
  Array.from({ length: 1001 }, () => UUID),
  {},
  { nested: { deep: 1 } },
  'not-a-uuid',
  `${UUID}x`,
  '0000-00-00',
  '0000-01-01',
  '0190-01-01',
  '9999-12-31',
  '2025-02-30',
  '02/30/2025',
  '2025/02/28',
  '2026-13-01',
  '-1',
  '1e3',
  'Infinity',
  '-inf',
  'invalid_enum_value',
  '<script>',
  'x@',
  `${long(250)}@example.com`,
  '２０２５－０１－０１',
];

/** A valid-looking value for most fields, so that each bad value is tried beside good siblings. */
const goodGuesses: unknown[] = [UUID, '2025-01-01', 'テスト', 1, true, 'kei', 'owned', 'a@example.com'];

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape inside wrappers (optional, default, pipe, lazy...), if the schema is an object. */
function shapeOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 6) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  const inner =
    (def.innerType as z.ZodType | undefined) ??
    (def.in as z.ZodType | undefined) ??
    (def.type === 'lazy' ? (def.getter as () => z.ZodType)() : undefined);
  return inner ? shapeOf(inner, depth + 1) : undefined;
}

/** For each field, the first good guess its own schema accepts (else the first guess). */
function acceptedGuesses(shape: Record<string, z.ZodType>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, child]) => [
      key,
      goodGuesses.find((guess) => child.safeParse(guess).success) ?? goodGuesses[0],
    ]),
  );
}

/**
 * Whole inputs for one schema: each bad value alone, and in each field (nested objects too): alone,
 * beside siblings that each hold a value their own schema accepts (so that the object's refinements,
 * which run only on otherwise valid input, see it), and beside siblings that all hold the same guess.
 */
function badInputs(schema: z.ZodType, depth = 0): unknown[] {
  const inputs: unknown[] = [...badValues];
  const shape = shapeOf(schema);
  if (!shape || depth > 2) return inputs;
  const keys = Object.keys(shape);
  const base = Object.fromEntries(keys.map((k) => [k, goodGuesses[0]]));
  const accepted = acceptedGuesses(shape);
  inputs.push(
    { ...base, unexpectedExtraKey: 'x' },
    { ...base, ...JSON.parse('{"__proto__":{"polluted":1}}') },
    { ...accepted, unexpectedExtraKey: 'x' },
  );
  for (const key of keys) {
    const child = shape[key] as z.ZodType;
    const childValues = [...badValues, ...badInputs(child, depth + 1).slice(badValues.length)];
    for (const value of childValues) {
      inputs.push({ [key]: value }, { ...accepted, [key]: value }, { ...base, [key]: value });
      inputs.push([{ [key]: value }]);
    }
    // A guess that is good elsewhere may be refused here (a date on a bank holiday, say).
    for (const guess of goodGuesses) inputs.push({ ...accepted, [key]: guess });
  }
  return inputs;
}
/** Japanese when it has Japanese characters and no English word (acronyms such as ID and YYYY-MM-DD pass). */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const ENGLISH_WORD = /[A-Za-z]*[a-z]{2,}[A-Za-z]*/g;
/** Literal values a message must name: booleans in query strings and multipart forms are the text true/false. */
// Product names a message may spell as their makers do (freee会計).
const ALLOWED_WORDS = new Set(['true', 'false', 'freee']);
function notJapanese(message: string): boolean {
  if (!JAPANESE.test(message)) return true;
  return (message.match(ENGLISH_WORD) ?? []).some((word) => !ALLOWED_WORDS.has(word));
}

/** The exported schemas, and schemas made by the exported builders (as each feature will make them). */
const exported = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/**
 * What users send: routes take bodies, queries and params only from schemas named so, and forms
 * validate with them. Answer schemas (…Schema, …Response, …Result) never see user input, so the
 * sweep leaves them out, unless an input is built from them (a building block is swept itself).
 */
const INPUT_NAME = /(Input|Query|Body|Params|Fields?|Item)$/;

/** Every schema inside a schema: object fields, array items, options, wrapped and piped schemas. */
function reachable(schema: z.ZodType, seen = new Set<z.ZodType>()): Set<z.ZodType> {
  if (seen.has(schema)) return seen;
  seen.add(schema);
  const def = defOf(schema);
  const visit = (value: unknown, depth: number): void => {
    if (value instanceof z.ZodType) reachable(value, seen);
    else if (Array.isArray(value)) for (const v of value) visit(v, depth);
    else if (value && typeof value === 'object' && depth < 1)
      for (const v of Object.values(value)) visit(v, depth + 1);
  };
  for (const [key, value] of Object.entries(def)) if (key !== 'getter') visit(value, 0);
  if (def.type === 'lazy') visit((def.getter as () => z.ZodType)(), 0);
  return seen;
}

const inputParts = new Set<z.ZodType>();
for (const [name, schema] of exported) if (INPUT_NAME.test(name)) reachable(schema, inputParts);
const inputs = exported.filter(([, schema]) => inputParts.has(schema));

const schemas: [string, z.ZodType][] = [
  ...inputs,
  ['uuidSchema()', contract.uuidSchema('車両')],
  ['dateSchema()', contract.dateSchema('整備日')],
  ['requiredText()', contract.requiredText('車両名', 10)],
  ['optionalText()', contract.optionalText('備考', 10)],
  ['intSchema()', contract.intSchema('最大積載量', 0, 100)],
  ['booleanText()', contract.booleanText('稼働状態')],
  ['sortQuery()', contract.sortQuery(['registrationNumber', 'name'])],
];

describe('every contract schema users send answers bad input in Japanese', () => {
  it('finds the schemas (a rename must not empty this test)', () => {
    const names = schemas.map(([name]) => name);
    for (const expected of [
      'vehicleInput',
      'vehicleListQuery',
      'maintenanceInput',
      'signInBody',
      'idParams',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.length).toBeGreaterThan(25);
  });

  // The large inputs take a few seconds each on a busy machine: a minute, not vitest's 5 s.
  for (const [name, schema] of schemas) {
    it(name, { timeout: 60_000 }, () => {
      const offenders = new Set<string>();
      let issues = 0;
      for (const input of badInputs(schema)) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          issues++;
          if (notJapanese(issue.message))
            offenders.add(`${issue.code} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
      // Every schema refuses something; a schema that accepts all of this is not being exercised.
      expect(issues).toBeGreaterThan(0);
      expect([...offenders]).toEqual([]);
    });
  }
});

describe('the Japanese fallback', () => {
  it('names the limit in a length message a schema left without its own', () => {
    const result = z.string().max(3).safeParse('あいうえ');
    expect(result.error?.issues[0]?.message).toBe('3文字以内で入力してください');
  });
  it('keeps the field-specific message a schema gives', () => {
    const result = contract.maintenanceInput.safeParse({ maintained: '2025-01-01', memo: long(2001) });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['メモは2000文字以内で入力してください']);
  });
  it('the detector itself flags English', () => {
    expect(notJapanese('Invalid input')).toBe(true);
    expect(notJapanese('大きすぎる値: stringは100文字以下である必要があります')).toBe(true);
    expect(notJapanese('無効な選択: kei、smallのいずれかである必要があります')).toBe(true);
    expect(notJapanese('整備日はYYYY-MM-DD形式の日付で入力してください')).toBe(false);
    expect(notJapanese('稼働状態はtrueまたはfalseで指定してください')).toBe(false);
  });
});
