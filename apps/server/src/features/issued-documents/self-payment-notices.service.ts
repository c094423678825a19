import type { ListResponse, SelfPaymentNotice } from '@rikuun/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { companyDocuments, toIssuedDocument, withFiles } from './issued-documents.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';

const ownNotices = (ctx: DriverCtx) =>
  and(eq(issuedDocuments.kind, 'payment_notice'), eq(issuedDocuments.driverId, ctx.driverId));

/** The signed-in driver's payment notices, current versions, newest month first, each with its PDF. */
export async function listSelfPaymentNotices(ctx: DriverCtx): Promise<ListResponse<SelfPaymentNotice>> {
  const rows = await ctx.db
    .select()
    .from(issuedDocuments)
    .where(companyDocuments(ctx).where(ownNotices(ctx), isNull(issuedDocuments.supersededAt)))
    .orderBy(desc(issuedDocuments.accountingMonth), desc(issuedDocuments.createdAt));
  const linked = await withFiles(ctx, rows);
  const data = linked.map(({ row, file }) => ({
    ...toIssuedDocument({ ...row, issuedByName: null, confirmedByName: null }),
    file,
  }));
  return { data, total: data.length };
}

/**
 * 「内容を確認しました」: the driver's confirmation of a 仕入明細書. Idempotent (a second call keeps the
 * first time); another driver's notice is not found; a notice replaced by a newer version is refused,
 * since the newer one is what the driver must confirm.
 */
export async function confirmPaymentNotice(ctx: DriverCtx, id: string): Promise<SelfPaymentNotice> {
  const notices = companyDocuments(ctx);
  const row = await notices.find(notices.where(eq(issuedDocuments.id, id), ownNotices(ctx)));
  if (!row) throw notFound('支払通知書');
  if (row.supersededAt) throw conflict('この支払通知書には新しい版があります。新しい版を確認してください。');
  let confirmed = row;
  if (!row.confirmedAt) {
    const [updated] = await notices.update(
      notices.where(eq(issuedDocuments.id, id), isNull(issuedDocuments.confirmedAt)),
      { confirmedAt: ctx.clock(), confirmedBy: ctx.user.id },
    );
    confirmed = updated ?? row;
  }
  const [linked] = await withFiles(ctx, [confirmed]);
  if (!linked) throw notFound('支払通知書');
  return {
    ...toIssuedDocument({ ...confirmed, issuedByName: null, confirmedByName: ctx.user.name ?? null }),
    file: linked.file,
  };
}
