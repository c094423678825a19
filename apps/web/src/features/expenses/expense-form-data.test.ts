import { describe, expect, it } from 'vitest';
import { buildExpenseFormData, checkExpenseDraft } from './expense-form-data.ts';
import { apiQuery } from './expense-list-params.ts';

const draft = {
  expenseType: 'toll' as const,
  amount: ' １３２０ ',
  taxIncluded: false,
  paidOn: '2026-11-20',
  payeeName: ' 首都高速道路株式会社 ',
  payeeRegistrationNumber: 'Ｔ４０１１００１０９８９９３',
  memo: ' 首都高 ',
  billable: true,
  requestApproval: true,
};

describe('buildExpenseFormData', () => {
  it('writes the fields as text, the amount in half-width digits, receipts to remove by index', () => {
    const form = buildExpenseFormData(draft, [new Blob(['a'], { type: 'image/jpeg' })], ['r1', 'r2']);
    expect(form.get('amount')).toBe('1320');
    expect(form.get('taxIncluded')).toBe('false');
    expect(form.get('billable')).toBe('true');
    expect(form.get('memo')).toBe('首都高');
    expect(form.get('payeeName')).toBe('首都高速道路株式会社');
    expect(form.get('payeeRegistrationNumber')).toBe('T4011001098993');
    expect(form.get('requestApproval')).toBe('true');
    expect(form.get('deleteReceiptIds[0]')).toBe('r1');
    expect(form.get('deleteReceiptIds[1]')).toBe('r2');
    expect(form.getAll('receiptImages')).toHaveLength(1);
    // The tax rate is the company's setting for the type, never sent from the phone.
    expect(form.has('taxRate')).toBe(false);
  });
});

describe('checkExpenseDraft', () => {
  it("answers the contract's Japanese messages at the fields before anything is queued", () => {
    expect(checkExpenseDraft(draft)).toEqual({});
    const errors = checkExpenseDraft({ ...draft, amount: '', paidOn: '', payeeRegistrationNumber: 'T123' });
    expect(Object.keys(errors).sort()).toEqual(['amount', 'paidOn', 'payeeRegistrationNumber']);
    expect(errors.amount?.[0]).toContain('金額');
  });
});

describe('apiQuery', () => {
  it('sends the status as approveStatus, and nothing for every state', () => {
    const base = { page: 1, perPage: 100 };
    expect(apiQuery({ ...base, status: 'requested' })).toEqual({ ...base, approveStatus: 'requested' });
    expect(apiQuery({ ...base, status: 'all' })).toEqual(base);
  });
});
