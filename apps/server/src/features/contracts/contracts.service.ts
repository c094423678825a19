import {
  type Contract,
  type ContractCopyValues,
  type ContractListFilter,
  type ContractValues,
  type contractSortKeys,
  exemptReasonFor,
  searchKey,
} from '@rikuun/contract';
import { and, count, eq, gte, isNull, like, lte, or } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { companyBases } from '../bases/bases.service.ts';
import { bases } from '../bases/bases.table.ts';
import { companyClients } from '../clients/clients.service.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from './contracts.table.ts';

/** The company's current contracts; another company's contract is simply not found (404). */
export const companyContracts = (ctx: CompanyCtx) => companyRows(ctx, contracts, '契約');

type Row = typeof contracts.$inferSelect;

// The client's and base's names are joined (composite keys: they are the same company's rows).
const selectContracts = (ctx: CompanyCtx) =>
  ctx.db
    .select({ contract: contracts, clientName: clients.name, baseName: bases.name })
    .from(contracts)
    .innerJoin(clients, sameCompanyAs(clients, contracts, eq(clients.id, contracts.clientId)))
    .leftJoin(bases, sameCompanyAs(bases, contracts, eq(bases.id, contracts.baseId)))
    .$dynamic();

type Joined = { contract: Row; clientName: string; baseName: string | null };

function toContract({ contract, clientName, baseName }: Joined): Contract {
  const {
    companyId: _c,
    deletedAt: _d,
    searchText: _s,
    validFrom,
    validTo,
    taxRate,
    createdAt,
    updatedAt,
    ...rest
  } = contract;
  return {
    ...rest,
    from: validFrom,
    to: validTo,
    taxRate: taxRate as Contract['taxRate'],
    clientName,
    baseName,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

const toRow = ({ from, to, taxExemptReason, ...rest }: ContractValues) => ({
  ...rest,
  taxExemptReason: exemptReasonFor(rest.taxRate, taxExemptReason),
  validFrom: from,
  validTo: to,
});

const sorts: SortColumns<(typeof contractSortKeys)[number]> = {
  name: contracts.name,
  from: contracts.validFrom,
  to: contracts.validTo,
  clientName: clients.name,
};

/**
 * Contracts valid on at least one day of [from, to]: they start on or before the range's end and end
 * (or never end) on or after its start. Either end of the range may be left open.
 */
export const validDuring = (from?: string, to?: string) =>
  and(
    to ? lte(contracts.validFrom, to) : undefined,
    from ? or(isNull(contracts.validTo), gte(contracts.validTo, from)) : undefined,
  );

export async function listContracts(ctx: CompanyCtx, query: ContractListFilter) {
  const { data, total } = await listPage({
    table: contracts,
    select: selectContracts(ctx),
    count: ctx.db.select({ total: count() }).from(contracts).$dynamic(),
    where: companyContracts(ctx).where(
      query.q ? like(contracts.searchText, likeContains(searchKey(query.q))) : undefined,
      query.clientId ? eq(contracts.clientId, query.clientId) : undefined,
      query.active === undefined ? undefined : eq(contracts.active, query.active),
      validDuring(query.from, query.to),
    ),
    sort: query.sort,
    sorts,
    defaultSort: '-from',
    tieBreaker: contracts.id,
    query,
  });
  return { data: data.map(toContract), total };
}

export async function getContract(ctx: CompanyCtx, id: string): Promise<Contract> {
  const [row] = await selectContracts(ctx)
    .where(companyContracts(ctx).where(eq(contracts.id, id)))
    .limit(1);
  if (!row) throw notFound('契約');
  return toContract(row);
}

async function checkReferences(ctx: CompanyCtx, input: ContractValues) {
  if (!(await companyClients(ctx).exists(input.clientId))) {
    throw fieldError('clientId', 'exists', '指定された取引先が見つかりません');
  }
  if (input.baseId && !(await companyBases(ctx).exists(input.baseId))) {
    throw fieldError('baseId', 'exists', '指定された拠点が見つかりません');
  }
}

export async function createContract(ctx: CompanyCtx, input: ContractValues): Promise<Contract> {
  await checkReferences(ctx, input);
  return withActor(ctx, async (w) => getContract(w, (await companyContracts(w).insert(toRow(input))).id));
}

/** `expected`: the version the edit was based on (stale → 409 with the contract as it is now). */
export async function updateContract(
  ctx: CompanyCtx,
  id: string,
  input: ContractValues,
  expected?: number,
): Promise<Contract> {
  await companyContracts(ctx).findOr404(id);
  await checkReferences(ctx, input);
  return withActor(ctx, async (w) =>
    getContract(
      w,
      (await companyContracts(w).updateVersionOr404(id, toRow(input), expected, getContract)).id,
    ),
  );
}

/**
 * A new contract with the original's terms (client, fee type, tax, base, memo) for another period,
 * under the name and unit prices given (else the original's).
 */
export async function copyContract(
  ctx: CompanyCtx,
  id: string,
  changes: ContractCopyValues,
): Promise<Contract> {
  return withActor(ctx, async (w) => {
    const {
      id: _id,
      companyId: _c,
      searchText: _s,
      deletedAt: _d,
      createdAt: _ca,
      updatedAt: _ua,
      ...terms
    } = await companyContracts(w).findOr404(id);
    const copy = await companyContracts(w).insert({
      ...terms,
      name: changes.name ?? terms.name,
      billingUnitPrice: changes.billingUnitPrice ?? terms.billingUnitPrice,
      paymentUnitPrice:
        changes.paymentUnitPrice === undefined ? terms.paymentUnitPrice : changes.paymentUnitPrice,
      validFrom: changes.from,
      validTo: changes.to,
      active: true,
    });
    return getContract(w, copy.id);
  });
}
