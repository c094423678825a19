import {
  type JpAccountType,
  jpAccountTypes,
  REQUESTER_CODE_REQUIRED_MESSAGE,
  SKIPPED_DRIVERS_HEADER,
  type TransferFileQuery,
  toZenginKana,
  ZENGIN_KANA_PATTERN,
  type ZenginAccount,
  type ZenginPayment,
  zenginTransferFile,
} from '@rikuun/contract';
import { asc, eq, isNull } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { companySettings } from '../companies/company-settings.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { readIssuer } from './issue-documents.service.ts';
import { companyDocuments } from './issued-documents.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';

type AccountColumns = {
  bankName: string | null;
  bankCode: string | null;
  branchName: string | null;
  branchCode: string | null;
  jpAccountType: string | null;
  accountNumber: string | null;
  accountHolder: string | null;
};

type ZenginData = typeof import('zengin-code')['default'];
let zenginData: Promise<ZenginData> | undefined;

/** Bank and branch names in half-width kana from the zengin-code data (loaded on first use). */
async function kanaNames(bankCode: string, branchCode: string) {
  zenginData ??= import('zengin-code').then((m) => m.default);
  const bank = (await zenginData)[bankCode];
  const fit = (kana: string | undefined) => {
    const text = kana ? toZenginKana(kana) : '';
    return ZENGIN_KANA_PATTERN.test(text) ? text : '';
  };
  return { bankNameKana: fit(bank?.kana), branchNameKana: fit(bank?.branches[branchCode]?.kana) };
}

/** A complete account in the Zengin form, or null when something the file needs is missing. */
async function zenginAccount(
  row: AccountColumns | null | undefined,
): Promise<(ZenginAccount & { holder: string }) | null> {
  if (!row) return null;
  const { bankCode, branchCode, jpAccountType, accountNumber, accountHolder } = row;
  if (!bankCode || !/^\d{4}$/.test(bankCode) || !branchCode || !/^\d{3}$/.test(branchCode)) return null;
  if (!jpAccountType || !jpAccountTypes.includes(jpAccountType as JpAccountType)) return null;
  if (!accountNumber || !/^\d{1,7}$/.test(accountNumber)) return null;
  const holder = accountHolder ? toZenginKana(accountHolder) : '';
  if (!holder || !ZENGIN_KANA_PATTERN.test(holder)) return null;
  return {
    bankCode,
    branchCode,
    accountType: jpAccountType as JpAccountType,
    accountNumber: accountNumber.padStart(7, '0'),
    holder,
    ...(await kanaNames(bankCode, branchCode)),
  };
}

export type TransferFile = { body: Buffer; fileName: string; skipped: string[] };

/**
 * GET /payment-notices/transfer-file: the 全銀 総合振込 file (Shift_JIS, 120-byte records, CRLF) paying
 * every current payment notice of the month whose driver has a complete bank account and an amount to
 * pay. Drivers left out are named (X-Skipped-Drivers) so staff pay them another way; when nobody
 * qualifies the answer is a 409 naming them. The company's own account is the 依頼人 and must be set.
 * A 委託者コード given is remembered in the settings and used when none is given; without either the
 * answer is a 400 at requesterCode. The 振込指定日 is a bank business day (the query schema says so).
 */
export async function buildTransferFile(ctx: CompanyCtx, query: TransferFileQuery): Promise<TransferFile> {
  const { settings, company } = await readIssuer(ctx);
  const requesterCode = query.requesterCode ?? settings?.zenginRequesterCode;
  if (!requesterCode) throw fieldError('requesterCode', 'required', REQUESTER_CODE_REQUIRED_MESSAGE);
  const source = await zenginAccount(settings);
  if (!source) {
    throw conflict(
      '振込元の口座（自社設定の金融機関・支店・預金種目・口座番号・口座名義）を登録してください。',
    );
  }
  const notices = await ctx.db
    .select({
      driverName: drivers.name,
      totalAmount: issuedDocuments.totalAmount,
      bankName: driverProfiles.bankName,
      bankCode: driverProfiles.bankCode,
      branchName: driverProfiles.branchName,
      branchCode: driverProfiles.branchCode,
      jpAccountType: driverProfiles.jpAccountType,
      accountNumber: driverProfiles.accountNumber,
      accountHolder: driverProfiles.accountHolder,
    })
    .from(issuedDocuments)
    .innerJoin(drivers, sameCompanyAs(drivers, issuedDocuments, eq(drivers.id, issuedDocuments.driverId)))
    .leftJoin(driverProfiles, sameCompanyAs(driverProfiles, drivers, eq(driverProfiles.driverId, drivers.id)))
    .where(
      companyDocuments(ctx).where(
        eq(issuedDocuments.kind, 'payment_notice'),
        eq(issuedDocuments.accountingMonth, query.accountingMonth),
        isNull(issuedDocuments.supersededAt),
      ),
    )
    .orderBy(asc(drivers.name), asc(drivers.id));
  if (notices.length === 0) throw conflict('対象月に発行済みの支払通知書がありません。');
  const payments: ZenginPayment[] = [];
  const skipped: string[] = [];
  for (const notice of notices) {
    const account = await zenginAccount(notice);
    if (!account || notice.totalAmount <= 0) {
      skipped.push(notice.driverName);
      continue;
    }
    const { holder, ...rest } = account;
    payments.push({ ...rest, holderKana: holder, amount: notice.totalAmount });
  }
  if (payments.length === 0) {
    throw conflict(
      `振込できる口座が登録されたドライバーがいません（口座情報が不足: ${skipped.join('、')}）。ドライバーの詳細プロフィールで口座を登録してください。`,
    );
  }
  const { holder, ...sourceAccount } = source;
  const text = zenginTransferFile({
    requesterCode,
    requesterName: holder || company.nameKana || '',
    transferDate: query.transferDate,
    source: sourceAccount,
    payments,
  });
  if (query.requesterCode && query.requesterCode !== settings?.zenginRequesterCode) {
    // The bank's code does not change: remembered, next month's file needs it no more.
    await ctx.db
      .update(companySettings)
      .set({ zenginRequesterCode: query.requesterCode })
      .where(ownedBy(ctx, companySettings));
  }
  return {
    body: iconv.encode(text, 'Shift_JIS'),
    fileName: `総合振込_${query.accountingMonth}_${query.transferDate.replaceAll('-', '')}.txt`,
    skipped,
  };
}

export const skippedDriversHeader = (skipped: string[]) =>
  [SKIPPED_DRIVERS_HEADER, encodeURIComponent(skipped.join('、'))] as const;
