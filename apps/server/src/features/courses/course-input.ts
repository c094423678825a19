import type { CourseValues } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { bases } from '../bases/bases.table.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

type ContractPeriod = { name: string; validFrom: string; validTo: string | null };

/** Whether the contract is in force on the date (its period includes both ends; open end = no end). */
export const contractCovers = (c: ContractPeriod, date: string) =>
  c.validFrom <= date && (c.validTo === null || c.validTo >= date);

const slashed = (date: string) => date.replaceAll('-', '/');

/** 「契約「豊洲定期便」の期間（2026/04/01〜2027/03/31）外の配送日です」 */
export const outsidePeriodMessage = (c: ContractPeriod) =>
  `契約「${c.name}」の期間（${slashed(c.validFrom)}〜${c.validTo ? slashed(c.validTo) : ''}）外の配送日です`;

/** The company's live contract with its period and client, or undefined. */
export async function findContract(ctx: CompanyCtx, id: string) {
  const [row] = await ctx.db
    .select({
      id: contracts.id,
      name: contracts.name,
      clientId: contracts.clientId,
      validFrom: contracts.validFrom,
      validTo: contracts.validTo,
    })
    .from(contracts)
    .where(companyRows(ctx, contracts).where(eq(contracts.id, id)))
    .limit(1);
  return row;
}

const references = [
  ['driverId', drivers, '指定されたドライバーが見つかりません'],
  ['vehicleId', vehicles, '指定された車両が見つかりません'],
  ['baseId', bases, '指定された拠点が見つかりません'],
] as const;

/**
 * Checks that every referenced record is one of the company's live records (400 at the field
 * otherwise) and that a contract is in force on the delivery date; answers the values to store,
 * with the client taken from the contract when there is one.
 */
export async function resolveCourseInput(ctx: CompanyCtx, input: CourseValues): Promise<CourseValues> {
  for (const [field, table, message] of references) {
    const id = input[field];
    if (id && !(await companyRows(ctx, table).exists(id))) throw fieldError(field, 'exists', message);
  }
  if (input.contractId) {
    const contract = await findContract(ctx, input.contractId);
    if (!contract) throw fieldError('contractId', 'exists', '指定された契約が見つかりません');
    if (!contractCovers(contract, input.deliveryDate)) {
      throw fieldError('contractId', 'period', outsidePeriodMessage(contract));
    }
    return { ...input, clientId: contract.clientId };
  }
  if (input.clientId && !(await companyRows(ctx, clients).exists(input.clientId))) {
    throw fieldError('clientId', 'exists', '指定された取引先が見つかりません');
  }
  return input;
}
