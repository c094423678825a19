import {
  type Contract,
  type Course,
  type CourseInput,
  courseInput,
  dateSchema,
  uuidSchema,
} from '@rikuun/contract';
import type { SelectOption } from '../../components/form/SelectControl.tsx';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

const validDate = dateSchema('配送日');
const validId = uuidSchema('ID');

/** A new course; `?deliveryDate=` and `?driverId=` (from the 配車表's empty cell) prefill it. */
export function newCourseValues(params: URLSearchParams): CourseInput {
  const date = validDate.safeParse(params.get('deliveryDate') ?? undefined);
  const driverId = validId.safeParse(params.get('driverId') ?? undefined);
  return {
    ...defaultsOf(courseInput),
    ...(date.success ? { deliveryDate: date.data } : {}),
    ...(driverId.success ? { driverId: driverId.data } : {}),
  };
}

export const courseToInput = (course: Course): CourseInput => valuesOf(courseInput, course);

/** What choosing a contract fills in: its client, and its base when it names one. */
export function valuesFromContract(contract: Pick<Contract, 'clientId' | 'baseId'>): Partial<CourseInput> {
  return { clientId: contract.clientId, ...(contract.baseId ? { baseId: contract.baseId } : {}) };
}

/**
 * The select's options, plus the record's current choice when the list no longer offers it (a driver
 * since made inactive, a contract not valid on the new date), so the field still shows what is saved.
 */
export function withCurrent(
  options: readonly SelectOption[],
  current: string | null | undefined,
  label: string | null | undefined,
): SelectOption[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [...options, { value: current, label: label ?? '（現在の設定）' }];
}
