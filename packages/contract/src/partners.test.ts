import { describe, expect, it } from 'vitest';
import { clientInput, paymentTermLabel } from './clients.ts';
import { contractCopyInput, contractInput } from './contracts.ts';

describe('支払サイト', () => {
  it('reads as people say it', () => {
    expect(paymentTermLabel({ closingDay: 0, paymentTermMonths: 1, paymentDay: 0 })).toBe(
      '月末締め 翌月末払い',
    );
    expect(paymentTermLabel({ closingDay: 20, paymentTermMonths: 2, paymentDay: 10 })).toBe(
      '20日締め 翌々月10日払い',
    );
    expect(paymentTermLabel({ closingDay: 15, paymentTermMonths: 0, paymentDay: 25 })).toBe(
      '15日締め 当月25日払い',
    );
  });

  it('defaults to 月末締め 翌月末払い and 御中', () => {
    expect(clientInput.parse({ name: '株式会社テスト' })).toMatchObject({
      honorific: '御中',
      closingDay: 0,
      paymentTermMonths: 1,
      paymentDay: 0,
      active: true,
    });
  });
});

describe('contract periods', () => {
  const terms = {
    clientId: '0190a0b0-0000-7000-8000-000000000000',
    name: '便',
    feeType: 'per_day',
    billingUnitPrice: 1,
  };

  it('allows a one-day period and an open end, refuses an end before the start', () => {
    expect(contractInput.safeParse({ ...terms, from: '2026-04-01', to: '2026-04-01' }).success).toBe(true);
    expect(contractInput.parse({ ...terms, from: '2026-04-01' })).toMatchObject({ to: null, taxRate: 10 });
    const backwards = contractCopyInput.safeParse({ from: '2026-04-02', to: '2026-04-01' });
    expect(backwards.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', '契約終了日は契約開始日以降の日付を入力してください'],
    ]);
  });
});
