import { useMemo } from 'react';
import { useListClientsQuery } from '../../clients/index.ts';
import { useListContractsQuery } from '../../contracts/index.ts';
import { useListDriversQuery } from '../../drivers/index.ts';
import { useListVehiclesQuery } from '../../vehicles/index.ts';

export type Option = { value: string; label: string };
/** What a picker shows while its list loads (one array, so memoized pickers keep their props). */
export const NO_OPTIONS: Option[] = [];

// Pickers and filters of the 配車表, the course list and the course form: a carrier has a few hundred
// of each at most, so one page of 1000 holds them all. Each answers undefined until its list loads.
const ALL = { page: 1, perPage: 1000 } as const;

export function useDriverOptions(): Option[] | undefined {
  const { data } = useListDriversQuery({ ...ALL, sort: 'nameKana', status: 'active' });
  return useMemo(() => data?.data.map((d) => ({ value: d.id, label: d.name })), [data]);
}

export function useVehicleOptions(): Option[] | undefined {
  const { data } = useListVehiclesQuery({ ...ALL, sort: 'registrationNumber', active: true });
  return useMemo(
    () =>
      data?.data.map((v) => ({
        value: v.id,
        label: v.name ? `${v.registrationNumber}（${v.name}）` : v.registrationNumber,
      })),
    [data],
  );
}

export function useContractOptions(): Option[] | undefined {
  const { data } = useListContractsQuery({ ...ALL, sort: 'name', active: true });
  return useMemo(
    () =>
      data?.data.map((c) => ({
        value: c.id,
        label: c.clientName ? `${c.name}（${c.clientName}）` : c.name,
      })),
    [data],
  );
}

export function useClientOptions(): Option[] | undefined {
  const { data } = useListClientsQuery({ ...ALL, sort: 'nameKana' });
  return useMemo(() => data?.data.map((c) => ({ value: c.id, label: c.name })), [data]);
}
