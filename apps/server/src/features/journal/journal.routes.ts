import { journalAccountsInput, journalAccountsSchema, journalQuery } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { downloadHeaders } from '../../lib/http/file-headers.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { buildJournalFile } from './journal.service.ts';
import { getJournalAccounts, saveJournalAccounts } from './journal-accounts.service.ts';

const staff = { roles: STAFF };

/** 仕訳エクスポート (beyond the spec): the month's entries for 弥生会計, freee会計 or マネーフォワード. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements/journal',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags: ['月次締め'],
        summary: '仕訳エクスポート',
        description:
          'accountingMonth の発行済み請求書（売上）、発行済み支払通知書（外注費）、承認済みで当月に支払われた経費を、format の会計ソフトの仕訳インポート形式のCSVで返します。yayoi=弥生インポート形式（Shift_JIS、25列、見出し行なし）、freee=freee会計の仕訳インポート（UTF-8、見出し行あり）、mf=マネーフォワード クラウド会計の仕訳帳インポート（Shift_JIS、27列、見出し行あり）。金額は税込で税区分を添え、税抜経理では各ソフトが税額を仮受消費税・仮払消費税に振り替えます（弥生は税抜経理で税金額を記入、税込経理で空欄）。税区分は各ソフトの名称（登録番号のない仕入先は日付による経過措置の区分）。勘定科目は自社設定の仕訳エクスポートの設定に、経理方式は taxAccounting（inclusive=税込経理 / exclusive=税抜経理、省略時は自社設定）に従います。対象がない月は見出し行だけ（弥生は空のファイル）です。',
        querystring: journalQuery,
      },
    },
    async (req, reply) => {
      const file = await buildJournalFile(companyCtx(req), req.query);
      return reply
        .headers(downloadHeaders(file.fileName, file.contentType))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
  app.get(
    '/self/company/journal-accounts',
    {
      config: staff,
      schema: {
        tags: ['自社設定'],
        summary: '仕訳エクスポートの勘定科目と経理方式',
        description:
          '売上・売掛金・外注費・経費・立替金・未払金・仮払消費税・仮受消費税に使う勘定科目名と、経理方式 taxAccounting（inclusive=税込経理、exclusive=税抜経理、既定は税抜経理）を返します。saved は保存済みか（false なら既定値）。',
        response: { 200: journalAccountsSchema },
      },
    },
    (req) => getJournalAccounts(companyCtx(req)),
  );
  app.post(
    '/self/company/journal-accounts',
    {
      config: staff,
      schema: {
        tags: ['自社設定'],
        summary: '仕訳エクスポートの勘定科目と経理方式を保存',
        description:
          '8つの勘定科目名と経理方式 taxAccounting（inclusive / exclusive）を置き換えます。科目名はどれも必須で12文字以内（弥生会計の桁数）、カンマ・引用符・制御文字は使えません。会計ソフトに登録された名称と同じにしてください。',
        body: journalAccountsInput,
        response: { 200: journalAccountsSchema },
      },
    },
    (req) => saveJournalAccounts(companyCtx(req), req.body),
  );
};
