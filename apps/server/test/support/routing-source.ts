import { routingSourceColumns } from '@rikuun/contract';
import type { TestApp, TestUser } from '../helpers.ts';
import { bearer } from '../helpers.ts';
import { multipartBody } from './multipart.ts';

/** The fixed layout's header line. */
export const HEADER = routingSourceColumns.map((c) => c.header).join(',');

/** One data line: date, route, name, address and any later columns by field. */
export function line(
  date: string,
  route: string,
  name: string,
  address: string,
  more: Partial<Record<string, string>> = {},
): string {
  return routingSourceColumns
    .map((c) => {
      const given: Record<string, string> = { deliveryDate: date, routeKey: route, name, address1: address };
      return given[c.field] ?? more[c.field] ?? '';
    })
    .join(',');
}

/** Uploads a CSV: as a consignor user to his own consignor, or as the system administrator for consignorId. */
export function upload(
  t: TestApp,
  user: TestUser,
  data: Buffer,
  consignorId?: string,
  fileName = '配送データ.csv',
) {
  const file = { name: 'file', fileName, data, contentType: 'text/csv' };
  const parts = consignorId ? [{ name: 'consignorId', value: consignorId }, file] : [file];
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: consignorId ? '/v1/routing-source/upload-csv' : '/v1/consignor/routing-source/upload-csv',
    headers: { ...headers, ...bearer(user) },
    payload,
  });
}

/** Sends a CSV with the upload's options: `mode` (add, replace), or to the preview (nothing stored). */
export function sendFile(
  t: TestApp,
  user: TestUser,
  data: Buffer,
  options: { mode?: string; preview?: boolean; consignorId?: string } = {},
) {
  const file = { name: 'file', fileName: '配送データ.csv', data, contentType: 'text/csv' };
  const parts = [
    ...(options.consignorId ? [{ name: 'consignorId', value: options.consignorId }] : []),
    ...(options.mode ? [{ name: 'mode', value: options.mode }] : []),
    file,
  ];
  const { payload, headers } = multipartBody(parts);
  const base = options.consignorId
    ? '/v1/routing-source/upload-csv'
    : '/v1/consignor/routing-source/upload-csv';
  return t.app.inject({
    method: 'POST',
    url: options.preview ? `${base}/preview` : base,
    headers: { ...headers, ...bearer(user) },
    payload,
  });
}
