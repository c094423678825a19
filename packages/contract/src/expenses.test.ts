import { describe, expect, it } from 'vitest';
import {
  EXPENSE_BULK_MAX,
  expenseBulkDecisionInput,
  expenseByClientQuery,
  expenseFields,
  expenseUpdateFields,
} from './expenses.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('expenseFields', () => {
  it('reads a multipart form: numbers and booleans as text, tax left to the settings when absent', () => {
    const parsed = expenseFields.parse({
      expenseType: 'toll',
      amount: '1320',
      paidOn: '2026-11-20',
      billable: 'true',
      memo: '',
    });
    expect(parsed).toEqual({
      expenseType: 'toll',
      amount: 1320,
      paidOn: '2026-11-20',
      payeeName: null,
      payeeRegistrationNumber: null,
      billable: true,
      memo: null,
      requestApproval: false,
    });
    expect(parsed.taxRate).toBeUndefined();
    expect(parsed.taxIncluded).toBeUndefined();
  });

  it('answers in Japanese at each field', () => {
    const result = expenseFields.safeParse({
      expenseType: 'meal',
      amount: '0',
      paidOn: '2026-02-30',
      taxRate: '5',
    });
    const byField = messages(result);
    expect(byField.expenseType).toContain('経費の種類');
    expect(byField.amount).toContain('金額');
    expect(byField.paidOn).toContain('支払日');
    expect(byField.taxRate).toContain('税率');
  });
});

describe('the payee’s 登録番号 (電子帳簿保存法, issue 21 item 6)', () => {
  const base = { expenseType: 'parking', amount: '500', paidOn: '2026-11-20', payeeName: '駐車場' };
  it('takes T and 13 digits that pass the 法人番号 check, half- or full-width', () => {
    for (const typed of ['T4011001098993', 'Ｔ４０１１００１０９８９９３']) {
      expect(expenseFields.parse({ ...base, payeeRegistrationNumber: typed })).toMatchObject({
        payeeRegistrationNumber: 'T4011001098993',
      });
    }
  });
  it('answers at the field for a wrong length or a failed check digit', () => {
    for (const wrong of ['T401100109899', 'T4011001098994', '4011001098993X']) {
      const result = expenseFields.safeParse({ ...base, payeeRegistrationNumber: wrong });
      expect(Object.keys(messages(result)), wrong).toEqual(['payeeRegistrationNumber']);
    }
  });
});

describe('expenseUpdateFields', () => {
  it('takes the receipts to remove as a list of ids, none by default', () => {
    const base = { expenseType: 'parking', amount: 400, paidOn: '2026-11-20' };
    expect(expenseUpdateFields.parse(base).deleteReceiptIds).toEqual([]);
    const bad = expenseUpdateFields.safeParse({ ...base, deleteReceiptIds: ['x'] });
    expect(messages(bad)['deleteReceiptIds.0']).toContain('削除する領収書');
  });
});

describe('expenseBulkDecisionInput', () => {
  const id = '0192f000-0000-7000-8000-00000000abcd';
  it('asks for the reason of a 差戻し and at least one expense', () => {
    expect(messages(expenseBulkDecisionInput.safeParse({ ids: [id], status: 'rejected' })).comment).toBe(
      '差戻しの理由を入力してください',
    );
    expect(messages(expenseBulkDecisionInput.safeParse({ ids: [], status: 'approved' })).ids).toBe(
      '経費を選択してください',
    );
    expect(expenseBulkDecisionInput.parse({ ids: [id], status: 'approved' })).toEqual({
      ids: [id],
      status: 'approved',
      comment: null,
    });
  });

  it(`takes at most ${EXPENSE_BULK_MAX} at once`, () => {
    const ids = Array.from({ length: EXPENSE_BULK_MAX + 1 }, () => id);
    expect(messages(expenseBulkDecisionInput.safeParse({ ids, status: 'approved' })).ids).toContain(
      `${EXPENSE_BULK_MAX}件以内`,
    );
  });
});

describe('expenseByClientQuery', () => {
  it('needs the month and the client', () => {
    const byField = messages(expenseByClientQuery.safeParse({ accountingMonth: '2026-13' }));
    expect(Object.keys(byField).sort()).toEqual(['accountingMonth', 'clientId']);
  });
});
