import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times go through the kit (DateField, TimeField, DateTimeField, MonthField; decision 072):
 * a native date/time input or MUI X's own picker field would show the browser's locale again.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

const NATIVE = /\btype(?:=\{?|:\s*)['"](?:date|time|datetime-local|month|week)['"]/;
const MUI_X_FIELDS = /@mui\/x-date-pickers\/(?:\w*Picker|DateField|TimeField|DateTimeField)\b/;

describe('one date and time picker', () => {
  it('no page uses a native date or time input, nor MUI X picker fields', () => {
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      const code = fs.readFileSync(file, 'utf8');
      const name = path.relative(src, file);
      if (NATIVE.test(code)) found.push(`${name}: native date/time input`);
      if (MUI_X_FIELDS.test(code)) found.push(`${name}: MUI X picker field`);
    }
    expect(found).toEqual([]);
  });
});
