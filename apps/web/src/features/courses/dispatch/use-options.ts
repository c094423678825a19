import { useMemo } from 'react';
import { useListClientsQuery } from '../../clients/clients.api.ts';
import { useListContractsQuery } from '../../contracts/contracts.api.ts';
import { useListDriversQuery } from '../../drivers/drivers.api.ts';
import { useListVehiclesQuery } from '../../vehicles/vehicles.api.ts';

export type Option = { value: string; label: string };

// Pickers and filters of the 配車表 and the course list: a carrier has a few hundred of each at most,
// so one page of 1000 holds them all.
const ALL = { page: 1, perPage: 1000 } as const;

export function useDriverOptions(): Option[] {
  const { data } = useListDriversQuery({ ...ALL, sort: 'nameKana', status: 'active' });
  return useMemo(() => (data?.data ?? []).map((d) => ({ value: d.id, label: d.name })), [data]);
}

export function useVehicleOptions(): Option[] {
  const { data } = useListVehiclesQuery({ ...ALL, sort: 'registrationNumber', active: true });
  return useMemo(
    () =>
      (data?.data ?? []).map((v) => ({
        value: v.id,
        label: v.name ? `${v.registrationNumber}（${v.name}）` : v.registrationNumber,
      })),
    [data],
  );
}

export function useContractOptions(): Option[] {
  const { data } = useListContractsQuery({ ...ALL, sort: 'name', active: true });
  return useMemo(
    () =>
      (data?.data ?? []).map((c) => ({
        value: c.id,
        label: c.clientName ? `${c.name}（${c.clientName}）` : c.name,
      })),
    [data],
  );
}

export function useClientOptions(): Option[] {
  const { data } = useListClientsQuery({ ...ALL, sort: 'nameKana' });
  return useMemo(() => (data?.data ?? []).map((c) => ({ value: c.id, label: c.name })), [data]);
}
