import { type ExpenseType, expenseFields } from '@rikuun/contract';
import type { FieldErrorMap } from '../../lib/form-errors.ts';

export type ExpenseDraft = {
  expenseType: ExpenseType;
  amount: string;
  taxIncluded: boolean;
  paidOn: string;
  payeeName: string;
  payeeRegistrationNumber: string;
  memo: string;
  billable: boolean;
  /** 申請する: saved as requested in the same request. */
  requestApproval: boolean;
};

/**
 * The text fields of an expense's form, as sent: the amount in half-width digits. taxRate is left to
 * the company's 経費の税区分 for the type.
 */
export function expenseFormFields(draft: ExpenseDraft): [name: string, value: string][] {
  return [
    ['expenseType', draft.expenseType],
    ['amount', draft.amount.normalize('NFKC').trim()],
    ['taxIncluded', String(draft.taxIncluded)],
    ['paidOn', draft.paidOn],
    ['payeeName', draft.payeeName.trim()],
    ['payeeRegistrationNumber', draft.payeeRegistrationNumber.normalize('NFKC').trim()],
    ['memo', draft.memo.trim()],
    ['billable', String(draft.billable)],
    ['requestApproval', String(draft.requestApproval)],
  ];
}

/** The multipart body of an edit: the fields, new photos as `receiptImages`, `deleteReceiptIds[n]`. */
export function buildExpenseFormData(
  draft: ExpenseDraft,
  photos: readonly Blob[],
  deleteReceiptIds: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of expenseFormFields(draft)) form.append(name, value);
  deleteReceiptIds.forEach((id, i) => {
    form.append(`deleteReceiptIds[${i}]`, id);
  });
  photos.forEach((blob, i) => {
    form.append('receiptImages', blob, `receipt-${i + 1}.jpg`);
  });
  return form;
}

/**
 * The form checked on the phone with the contract's schema before it goes to the outbox: what the
 * server would refuse is shown at the field now, not later in the outbox's list of refusals.
 */
export function checkExpenseDraft(draft: ExpenseDraft): FieldErrorMap {
  const result = expenseFields.safeParse(Object.fromEntries(expenseFormFields(draft)));
  const errors: FieldErrorMap = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
