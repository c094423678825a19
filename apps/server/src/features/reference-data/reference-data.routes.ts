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
        tags: ['金融機関'],
        params: bankBranchParams,
        querystring: bankSearchQuery,
        response: { 200: listResponse(bankBranchSchema) },
      },
    },
    (req) => searchBranches(req.params.bankCode, req.query.q),
  );
};
