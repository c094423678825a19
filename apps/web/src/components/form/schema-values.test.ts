import { vehicleInput } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultsOf, fieldsOf, valuesOf } from './schema-values.ts';

const schema = z.object({
  title: z.string().min(1),
  note: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  kind: z.enum(['a', 'b']).default('b'),
  tags: z.array(z.string()).default([]),
});

describe('form values from the schema', () => {
  it('lists the fields in declaration order', () => {
    expect(fieldsOf(schema)).toEqual(['title', 'note', 'kind', 'tags']);
    expect(fieldsOf(vehicleInput)).toContain('firstRegisteredOn');
  });

  it('starts a new record from each field default, null for optional fields, empty text otherwise', () => {
    expect(defaultsOf(schema)).toEqual({ title: '', note: null, kind: 'b', tags: [] });
    expect(defaultsOf(vehicleInput)).toMatchObject({
      registrationNumber: '',
      name: null,
      ownership: 'owned',
      active: true,
    });
  });

  it('takes exactly the schema fields from a stored record', () => {
    expect(valuesOf(schema, { title: 't', note: null, kind: 'a', tags: [], id: 'x' } as never)).toEqual({
      title: 't',
      note: null,
      kind: 'a',
      tags: [],
    });
  });
});
