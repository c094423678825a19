import {
  bankBranchParams,
  bankBranchSchema,
  bankSchema,
  bankSearchQuery,
  listResponse,
  postalAddressSchema,
  postalCodeParams,
  type Role,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationFailed } from '../../lib/http/errors.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { toValidationErrors } from '../../lib/http/validation.ts';
import { searchBanks, searchBranches } from './banks.ts';
import { findPostalAddress } from './postal-codes.ts';

/** Everyone who edits an address: company staff, the system administrator, consignor users. */
const ADDRESS_EDITORS: readonly Role[] = ['company_admin', 'system_admin', 'consignor_user'];

export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postal-codes/:zipCode',
    {
      config: { roles: ADDRESS_EDITORS, errors: [400] },
      // The path takes any text; a code typed wrong is a 400 at the field, not the 404 of a malformed id.
      schema: {
        summary: '郵便番号から住所を検索',
        description:
          '全角・ハイフン・〒の有無を問わず受け付け、都道府県・市区町村・町域を返します。形式の誤りは zipCode に400、該当なしは404。複数の町域にまたがる番号は town を空で返します。',
        tags: ['郵便番号'],
        params: z.object({ zipCode: z.string() }),
        response: { 200: postalAddressSchema },
      },
    },
    (req) => {
      const parsed = postalCodeParams.safeParse(req.params);
      if (!parsed.success) throw validationFailed(toValidationErrors(parsed.error.issues, 'params'));
      return findPostalAddress(parsed.data.zipCode);
    },
  );
  app.get(
    '/banks',
    {
      config: { roles: STAFF },
      schema: {
        summary: '金融機関の検索',
        description:
          'q（コード・名称・カナ。全角半角・ひらがな・長音の有無を問わない）に合う上位20件と、該当件数 total を返します。q がなければコード順の先頭20件。',
        tags: ['金融機関'],
        querystring: bankSearchQuery,
        response: { 200: listResponse(bankSchema) },
      },
    },
    (req) => searchBanks(req.query.q),
  );
  app.get(
    '/banks/:bankCode/branches',
    {
      config: { roles: STAFF },
      schema: {
        summary: '支店の検索',
        description: '金融機関の支店を同じ規則で検索します。存在しない・形式の誤った金融機関コードは404。',
        tags: ['金融機関'],
        params: bankBranchParams,
        querystring: bankSearchQuery,
        response: { 200: listResponse(bankBranchSchema) },
      },
    },
    (req) => searchBranches(req.params.bankCode, req.query.q),
  );
};
