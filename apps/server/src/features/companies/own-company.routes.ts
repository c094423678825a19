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
    { config: companyMembers, schema: { tags, response: { 200: listResponse(companySchema) } } },
    (req) => listOwnCompanies(companyCtx(req)),
  );
  app.get(
    '/self/company',
    { config: companyMembers, schema: { tags, response: { 200: companySchema } } },
    (req) => getOwnCompany(companyCtx(req)),
  );
  app.put(
    '/self/company',
    { config: staff, schema: { tags, body: companyProfileUpdateInput, response: { 200: companySchema } } },
    (req) => updateOwnCompany(companyCtx(req), ...versioned(req, req.body)),
  );
  app.get(
    '/self/company/settings',
    { config: staff, schema: { tags, response: { 200: companySettingsSchema } } },
    (req) => getCompanySettings(companyCtx(req)),
  );
  app.post(
    '/self/company/settings',
    {
      config: staff,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: companySettingsSchema } },
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
    { config: staff, schema: { tags, response: { 200: expenseTaxSettingsSchema } } },
    (req) => getExpenseTaxSettings(companyCtx(req)),
  );
  app.post(
    '/self/company/expense-tax-settings',
    {
      config: staff,
      schema: { tags, body: expenseTaxSettingsInput, response: { 200: expenseTaxSettingsSchema } },
    },
    (req) => saveExpenseTaxSettings(companyCtx(req), req.body),
  );
  app.get(
    '/self/company/routing-duration-settings',
    { config: staff, schema: { tags, response: { 200: routingDurationSettingsSchema } } },
    (req) => getRoutingDurationSettings(companyCtx(req)),
  );
  app.post(
    '/self/company/routing-duration-settings',
    {
      config: staff,
      schema: {
        tags,
        body: routingDurationSettingsInput,
        response: { 200: routingDurationSettingsSchema },
      },
    },
    (req) => saveRoutingDurationSettings(companyCtx(req), req.body),
  );
};
