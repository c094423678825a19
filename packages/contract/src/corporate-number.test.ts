import { describe, expect, it } from 'vitest';
import { canonicalInvoiceRegistrationNumber, isValidCorporateNumber } from './corporate-number.ts';
import { corporateNumberSchema, invoiceRegistrationNumberSchema } from './japanese-fields.ts';

describe('法人番号 check digit (domain-ja §4)', () => {
  it.each(['4011001098993', '7123456789012', '2120901007402', '1180301018771'])('%s passes', (n) => {
    expect(isValidCorporateNumber(n)).toBe(true);
  });
  it.each(['5011001098993', '4011001098994', '401100109899', 'a011001098993'])('%s fails', (n) => {
    expect(isValidCorporateNumber(n)).toBe(false);
  });
});

describe('登録番号', () => {
  it('is stored as T + 13 digits however typed', () => {
    expect(canonicalInvoiceRegistrationNumber('ｔ４０１１－００１０－９８９９３')).toBe('T4011001098993');
    expect(canonicalInvoiceRegistrationNumber('4011001098993')).toBeUndefined();
  });
  it('strict refuses a failed check digit; lenient stores it', () => {
    expect(invoiceRegistrationNumberSchema().safeParse('T4011001098994').success).toBe(false);
    expect(invoiceRegistrationNumberSchema('登録番号', { strict: false }).parse('T4011001098994')).toBe(
      'T4011001098994',
    );
  });
  it('corporate number schema checks the digit', () => {
    expect(corporateNumberSchema().parse('4011-0010-98993')).toBe('4011001098993');
    expect(corporateNumberSchema().safeParse('4011001098994').success).toBe(false);
  });
});
