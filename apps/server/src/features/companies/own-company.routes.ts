import {
  type CompanySettingsValues,
  companyProfileUpdateInput,
  companySchema,
  companySettingsFields,
  companySettingsSchema,
  expenseTaxSettingsInput,
  expenseTaxSettingsSchema,
  listResponse,
  routingDurationSettingsInput,
  routingDurationSettingsSchema,
  SEAL_IMAGE_MAX_BYTES,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  getExpenseTaxSettings,
  getRoutingDurationSettings,
  saveExpenseTaxSettings,
  saveRoutingDurationSettings,
} from './company-preferences.service.ts';
import { getCompanySettings, saveCompanySettings } from './company-settings.service.ts';
import { getOwnCompany, listOwnCompanies, updateOwnCompany } from './own-company.service.ts';

const tags = ['自社設定'];
const staff = { roles: STAFF };
/** Company staff and drivers belong to one company; the others to none (403). */
const companyMembers = { roles: ['company_admin', 'driver'] as const };
const sealField = {
  sealImpressionImage: { maxCount: 1, maxBytes: SEAL_IMAGE_MAX_BYTES, accept: 'image', label: '社印' },
} as const;

export const ownCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/companies',
    {
      config: companyMembers,
      schema: {
        summary: '所属する会社（一覧形式）',
        description: '利用者の会社1件を一覧の形で返します。',
        tags,
        response: { 200: listResponse(companySchema) },
      },
    },
    (req) => listOwnCompanies(companyCtx(req)),
  );
  app.get(
    '/self/company',
    {
      config: companyMembers,
      schema: {
        summary: '自社の情報',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        response: { 200: companySchema },
      },
    },
    (req) => getOwnCompany(companyCtx(req)),
  );
  app.put(
    '/self/company',
    {
      config: staff,
      schema: {
        summary: '自社の基本情報を更新',
        description:
          '名称・フリガナ・法人番号・住所・電話番号・代表者名・締日・端数処理を置き換えます。有効・無効はシステム管理者だけが変更できます。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        body: companyProfileUpdateInput,
        response: { 200: companySchema },
      },
    },
    (req) => updateOwnCompany(companyCtx(req), ...versioned(req, req.body)),
  );
  app.get(
    '/self/company/settings',
    {
      config: staff,
      schema: {
        summary: '自社の請求設定（登録番号・口座・印影）',
        description:
          '適格請求書発行事業者の登録番号、振込口座、印影画像（署名付きURL）、全銀の委託者コードを返します。',
        tags,
        response: { 200: companySettingsSchema },
      },
    },
    (req) => getCompanySettings(companyCtx(req)),
  );
  app.post(
    '/self/company/settings',
    {
      config: staff,
      schema: {
        summary: '自社の請求設定を保存',
        description:
          'multipart/form-data。登録番号は T＋13桁（チェックディジットを確認）、口座番号は7桁にゼロ埋め、口座名義は全銀の半角カナに変換します。印影は PNG・JPEG（5MBまで、それ以外は415）、deleteSealImpressionImage=true で削除。送らなかった項目は空になります（印影は新しい画像がなければ残ります）。',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: companySettingsSchema },
      },
    },
    async (req) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, { files: sealField }, app.services);
      const input: CompanySettingsValues = parseForm(companySettingsFields, fields);
      return saveCompanySettings(ctx, input, files.sealImpressionImage[0]);
    },
  );
  app.get(
    '/self/company/expense-tax-settings',
    {
      config: staff,
      schema: {
        summary: '経費の税区分',
        description:
          '経費の種類（高速代・駐車場代・燃料費・その他）ごとの税率と税込・税抜を、常に4種類この順で返します。',
        tags,
        response: { 200: expenseTaxSettingsSchema },
      },
    },
    (req) => getExpenseTaxSettings(companyCtx(req)),
  );
  app.post(
    '/self/company/expense-tax-settings',
    {
      config: staff,
      schema: {
        summary: '経費の税区分を保存',
        description:
          '設定を1トランザクションで置き換えます。同じ種類は1回まで。送らなかった種類は既定（10%税込）に戻ります。',
        tags,
        body: expenseTaxSettingsInput,
        response: { 200: expenseTaxSettingsSchema },
      },
    },
    (req) => saveExpenseTaxSettings(companyCtx(req), req.body),
  );
  app.get(
    '/self/company/routing-duration-settings',
    {
      config: staff,
      schema: {
        summary: '所要時間設定',
        description:
          '到着予定・配車最適化に使う平均速度・迂回係数・作業時間・積込時間・拘束と運転の上限・休憩を返します。saved は保存済みか（false なら既定値）。',
        tags,
        response: { 200: routingDurationSettingsSchema },
      },
    },
    (req) => getRoutingDurationSettings(companyCtx(req)),
  );
  app.post(
    '/self/company/routing-duration-settings',
    {
      config: staff,
      schema: {
        summary: '所要時間設定を保存',
        description:
          '各項目の範囲を確認します（運転時間の上限は拘束時間の上限以下、休憩までの運転時間は運転時間の上限以下、400）。送らなかった項目は既定値になります。',
        tags,
        body: routingDurationSettingsInput,
        response: { 200: routingDurationSettingsSchema },
      },
    },
    (req) => saveRoutingDurationSettings(companyCtx(req), req.body),
  );
};
