import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { msg } from './common.ts';
import type { TaxRounding } from './companies.ts';

// 仕訳エクスポート (GET /statements/journal): the month's sales and purchases as journal entries, and
// the accounts they are booked to (GET/POST /self/company/journal-accounts). The file formats are in
// journal-formats.ts.

export const journalFormats = ['yayoi', 'freee', 'mf'] as const;
export type JournalFormat = (typeof journalFormats)[number];
export const journalFormatLabels: Record<JournalFormat, string> = {
  yayoi: '弥生会計',
  freee: 'freee会計',
  mf: 'マネーフォワード クラウド会計',
};

// ---- 勘定科目の設定 ----

/** The accounts an export books to, each as the company's accounting software names it. */
export const journalAccountKeys = [
  'sales',
  'receivable',
  'outsourcing',
  'expenses',
  'reimbursement',
  'payable',
  'inputTax',
  'outputTax',
] as const;
export type JournalAccountKey = (typeof journalAccountKeys)[number];
export type JournalAccounts = Record<JournalAccountKey, string>;

export const journalAccountLabels: Record<JournalAccountKey, string> = {
  sales: '売上（請求書）',
  receivable: '売上の相手科目（取引先への債権）',
  outsourcing: '業務委託料（支払通知書）',
  expenses: '経費（立替経費）',
  reimbursement: '立替金（取引先に請求する経費）',
  payable: '支払の相手科目（ドライバーへの債務）',
  inputTax: '仮払消費税（仕入・経費の消費税）',
  outputTax: '仮受消費税（売上の消費税）',
};

/** What applies until a company saves its own: the names the three programs ship with. */
export const defaultJournalAccounts: JournalAccounts = {
  sales: '売上高',
  receivable: '売掛金',
  outsourcing: '外注費',
  expenses: '旅費交通費',
  reimbursement: '立替金',
  payable: '未払金',
  inputTax: '仮払消費税',
  outputTax: '仮受消費税',
};

/**
 * 経理方式: 税込経理 (the tax stays in each account) or 税抜経理 (sales and purchases are booked without
 * their tax, which goes to 仮受消費税 and 仮払消費税). Each program's import takes the tax-included
 * amount with its 税区分 and splits the tax off itself under 税抜経理 (decision 069); the setting decides
 * what the file says of the tax.
 */
export const taxAccountingMethods = ['inclusive', 'exclusive'] as const;
export type TaxAccounting = (typeof taxAccountingMethods)[number];
export const taxAccountingLabels: Record<TaxAccounting, string> = {
  inclusive: '税込経理',
  exclusive: '税抜経理',
};
/** What applies until a company says otherwise: what the export wrote before the setting existed. */
export const DEFAULT_TAX_ACCOUNTING: TaxAccounting = 'exclusive';

const taxAccountingSchema = z.enum(taxAccountingMethods, {
  error: '経理方式は税込経理か税抜経理を選択してください',
});

export const journalQuery = z.object({
  accountingMonth: accountingMonthSchema('対象月'),
  format: z.enum(journalFormats, {
    error: '会計ソフトは弥生会計・freee会計・マネーフォワード クラウド会計から選択してください',
  }),
  /** This export's 経理方式; the company setting when left out. */
  taxAccounting: taxAccountingSchema.optional(),
});
export type JournalQuery = z.infer<typeof journalQuery>;

/** 弥生会計 keeps 24 half-width places (12 full-width characters) of an account name. */
export const JOURNAL_ACCOUNT_MAX = 12;

const accountName = (key: JournalAccountKey) => {
  const label = journalAccountLabels[key];
  return z
    .string({ error: msg.required(label) })
    .trim()
    .min(1, { error: msg.required(label) })
    .max(JOURNAL_ACCOUNT_MAX, { error: `${label}は${JOURNAL_ACCOUNT_MAX}文字以内で入力してください` })
    .refine((v) => !/[\p{Cc},"]/u.test(v), { error: `${label}に記号（, "）や制御文字は使えません` });
};

/** POST replaces the set; every account is named. */
export const journalAccountsInput = z.object({
  sales: accountName('sales'),
  receivable: accountName('receivable'),
  outsourcing: accountName('outsourcing'),
  expenses: accountName('expenses'),
  reimbursement: accountName('reimbursement'),
  payable: accountName('payable'),
  inputTax: accountName('inputTax'),
  outputTax: accountName('outputTax'),
  taxAccounting: taxAccountingSchema,
});
export type JournalAccountsInput = z.input<typeof journalAccountsInput>;

export const journalAccountsSchema = z.object({
  sales: z.string(),
  receivable: z.string(),
  outsourcing: z.string(),
  expenses: z.string(),
  reimbursement: z.string(),
  payable: z.string(),
  inputTax: z.string(),
  outputTax: z.string(),
  taxAccounting: z.enum(taxAccountingMethods),
  /** false until the company saved its own (the defaults apply). */
  saved: z.boolean(),
});
export type JournalAccountSettings = z.infer<typeof journalAccountsSchema>;

// ---- 仕訳 ----

/**
 * The consumption-tax side of a line. `creditPercent` is the share of the input tax the company may
 * credit: 100 with a qualified invoice, the 経過措置 rate (tax-totals.ts) for an unregistered seller.
 */
export type JournalTax =
  | { kind: 'none' }
  | { kind: 'sales'; rate: 10 | 8 }
  | { kind: 'purchase'; rate: 10 | 8; creditPercent: number };

export type JournalSide = {
  account: string;
  /** The client or driver (補助科目 or 取引先, as the program keeps counterparties). */
  counterparty: string | null;
  tax: JournalTax;
};

/** One balanced journal line: debit and credit of the same tax-included amount. */
export type JournalEntry = {
  date: string;
  debit: JournalSide;
  credit: JournalSide;
  /** Tax included, always positive (a negative amount swaps the sides). */
  amount: number;
  /** The consumption tax inside `amount`, on the side that carries a tax category. */
  taxAmount: number;
  description: string;
};

const NONE: JournalTax = { kind: 'none' };

/** A line, or none for 0 yen; a negative amount (値引き, 返還) books the other way round. */
function entry(
  date: string,
  debit: JournalSide,
  credit: JournalSide,
  amount: number,
  taxAmount: number,
  description: string,
): JournalEntry[] {
  if (amount === 0) return [];
  return amount > 0
    ? [{ date, debit, credit, amount, taxAmount, description }]
    : [{ date, debit: credit, credit: debit, amount: -amount, taxAmount: -taxAmount, description }];
}

export type RateTotal = { taxRate: number; totalAmount: number; taxAmount: number };

const taxedRate = (rate: number): 10 | 8 | null => (rate === 10 || rate === 8 ? rate : null);

/** An issued invoice: 売掛金 against 売上高 per rate, and the 立替金 passed on at cost. */
export function invoiceEntries(
  invoice: {
    date: string;
    clientName: string;
    documentNumber: string;
    accountingMonth: string;
    byRate: readonly RateTotal[];
    reimbursementAmount: number;
  },
  accounts: JournalAccounts,
): JournalEntry[] {
  const description = `${invoice.clientName} ${invoice.accountingMonth}分 請求書 ${invoice.documentNumber}`;
  const receivable: JournalSide = {
    account: accounts.receivable,
    counterparty: invoice.clientName,
    tax: NONE,
  };
  return [
    ...invoice.byRate.flatMap((r) => {
      const rate = taxedRate(r.taxRate);
      const sales: JournalSide = {
        account: accounts.sales,
        counterparty: null,
        tax: rate ? { kind: 'sales', rate } : NONE,
      };
      return entry(invoice.date, receivable, sales, r.totalAmount, rate ? r.taxAmount : 0, description);
    }),
    ...entry(
      invoice.date,
      receivable,
      { account: accounts.reimbursement, counterparty: null, tax: NONE },
      invoice.reimbursementAmount,
      0,
      `${description} 立替金`,
    ),
  ];
}

/** An issued payment notice: 外注費 against 未払金 per rate; 経過措置 for an unregistered driver. */
export function paymentNoticeEntries(
  notice: {
    date: string;
    driverName: string;
    documentNumber: string;
    accountingMonth: string;
    byRate: readonly RateTotal[];
    creditPercent: number;
  },
  accounts: JournalAccounts,
): JournalEntry[] {
  const description = `${notice.driverName} ${notice.accountingMonth}分 支払通知書 ${notice.documentNumber}`;
  const payable: JournalSide = { account: accounts.payable, counterparty: notice.driverName, tax: NONE };
  return notice.byRate.flatMap((r) => {
    const rate = taxedRate(r.taxRate);
    const cost: JournalSide = {
      account: accounts.outsourcing,
      counterparty: null,
      tax:
        rate && notice.creditPercent > 0
          ? { kind: 'purchase', rate, creditPercent: notice.creditPercent }
          : NONE,
    };
    return entry(
      notice.date,
      cost,
      payable,
      r.totalAmount,
      cost.tax.kind === 'none' ? 0 : r.taxAmount,
      description,
    );
  });
}

/**
 * An approved expense a driver paid: 旅費交通費 (or 立替金 when the client is billed for it at cost)
 * against 未払金 to the driver. `amount` is tax included.
 */
export function expenseEntries(
  expense: {
    date: string;
    /** Who advanced it (null: paid by the company itself). */
    driverName: string | null;
    description: string;
    amount: number;
    taxAmount: number;
    taxRate: number;
    billable: boolean;
    creditPercent: number;
  },
  accounts: JournalAccounts,
): JournalEntry[] {
  const rate = taxedRate(expense.taxRate);
  const taxed = !expense.billable && rate !== null && expense.creditPercent > 0;
  const cost: JournalSide = {
    account: expense.billable ? accounts.reimbursement : accounts.expenses,
    counterparty: null,
    tax: taxed && rate ? { kind: 'purchase', rate, creditPercent: expense.creditPercent } : NONE,
  };
  return entry(
    expense.date,
    cost,
    { account: accounts.payable, counterparty: expense.driverName, tax: NONE },
    expense.amount,
    taxed ? expense.taxAmount : 0,
    expense.description,
  );
}

/**
 * The tax inside a tax-included amount (amount × rate ÷ (100 + rate)), rounded by the company's rule
 * in integer arithmetic.
 */
export function taxInside(amount: number, rate: number, rounding: TaxRounding): number {
  const numerator = Math.abs(amount) * rate;
  const denominator = 100 + rate;
  const whole = Math.floor(numerator / denominator);
  const rest = numerator % denominator;
  const rounded =
    rounding === 'floor'
      ? whole
      : rounding === 'ceil'
        ? whole + (rest > 0 ? 1 : 0)
        : whole + (rest * 2 >= denominator ? 1 : 0);
  return amount < 0 ? -rounded : rounded;
}
