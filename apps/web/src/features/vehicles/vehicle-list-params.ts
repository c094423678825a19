import { vehicleClasses } from '@rikuun/contract';

type VehicleClass = (typeof vehicleClasses)[number];

/** The list's filters as kept in the URL (?q=&active=&vehicleClass=&page=&perPage=). */
export type VehicleListFilters = {
  q: string;
  active: 'true' | 'false' | '';
  vehicleClass: VehicleClass | '';
  page: number;
  perPage: number;
};

/** What GET /v1/vehicles takes; undefined entries are left out of the query string. */
export type VehicleListArgs = {
  q?: string;
  active?: boolean;
  vehicleClass?: VehicleClass;
  page: number;
  perPage: number;
};

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = PER_PAGE_OPTIONS[0];

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function readFilters(params: URLSearchParams): VehicleListFilters {
  const active = params.get('active');
  const vehicleClass = params.get('vehicleClass') as VehicleClass | null;
  const perPage = positiveInt(params.get('perPage'), DEFAULT_PER_PAGE);
  return {
    q: params.get('q') ?? '',
    active: active === 'true' || active === 'false' ? active : '',
    vehicleClass: vehicleClass && vehicleClasses.includes(vehicleClass) ? vehicleClass : '',
    page: positiveInt(params.get('page'), 1),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** Only non-default values go into the URL, so links stay short. Changing a filter returns to page 1. */
export function writeFilters(
  current: VehicleListFilters,
  change: Partial<VehicleListFilters>,
): URLSearchParams {
  const filterChanged = ['q', 'active', 'vehicleClass', 'perPage'].some((key) => key in change);
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.q.trim()) params.set('q', next.q.trim());
  if (next.active) params.set('active', next.active);
  if (next.vehicleClass) params.set('vehicleClass', next.vehicleClass);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PER_PAGE) params.set('perPage', String(next.perPage));
  return params;
}

export function toListArgs(filters: VehicleListFilters): VehicleListArgs {
  return {
    q: filters.q.trim() || undefined,
    active: filters.active ? filters.active === 'true' : undefined,
    vehicleClass: filters.vehicleClass || undefined,
    page: filters.page,
    perPage: filters.perPage,
  };
}
