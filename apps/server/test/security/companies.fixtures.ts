import { defineFixtures } from './fixture.ts';

let seq = 0;
/** A company's details as the system administrator sends them. */
const details = (name: string) => ({
  name,
  nameKana: 'フィクスチャウンソウ',
  corporateNumber: '7123456789012',
  phone: '03-1111-2222',
  closingDay: 25,
  taxRounding: 'floor',
  active: true,
});

export default defineFixtures({
  async setup(api) {
    const sysadmin = api.as('system_admin');
    const created = await sysadmin.call<{ id: string }>('POST', '/v1/companies', {
      ...details(`フィクスチャ運送株式会社${++seq}`),
      adminName: 'フィクスチャ 管理者',
      adminEmail: `fixture-admin-${Date.now()}-${seq}@example.test`,
    });
    const own = await api.call<{ id: string }>('GET', '/v1/self/company');
    return { companyId: created.id, ownCompanyId: own.id };
  },
  routes: {
    // The system administrator's routes: no company may reach them (403 for every other role).
    'GET /v1/companies': ({ companyId }) => ({ listed: [companyId] }),
    'GET /v1/companies/:id': ({ companyId }) => ({ params: { id: companyId } }),
    'PUT /v1/companies/:id': ({ companyId }) => ({
      params: { id: companyId },
      body: details('フィクスチャ運送 改称'),
      readBack: `/v1/companies/${companyId}`,
    }),
    // The signed-in user's own company: another company's admin sees only its own.
    'GET /v1/self/companies': ({ ownCompanyId }) => ({ listed: [ownCompanyId] }),
  },
});
