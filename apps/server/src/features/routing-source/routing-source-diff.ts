import {
  type RoutingSourceDateChange,
  type RoutingSourceFileRow,
  type RoutingSourceRow,
  routingSourceFields,
} from '@rikuun/contract';

type Values = Pick<RoutingSourceFileRow, (typeof routingSourceFields)[number]>;

const sameValues = (a: Values, b: Values) => routingSourceFields.every((f) => a[f] === b[f]);
/** A stop's identity across two versions of a file: its route and its name. */
const stopKey = (r: Values) => `${r.routeKey ?? ''}\u0000${r.name ?? ''}`;

export type DateDiff = RoutingSourceDateChange & {
  /** File lines identical to a processed row: not stored again. */
  skippedLines: number[];
};

/**
 * What a `replace` upload does to one delivery date: the stored rows of the date against the file's.
 * Processed rows are matched first and only by their values (a file row equal to one is the same
 * stop, already handed over); then `new` rows by their values (unchanged), then by route and name
 * (changed). File rows left are added, stored `new` rows left are removed.
 */
export function diffDate(
  deliveryDate: string,
  stored: RoutingSourceRow[],
  file: RoutingSourceFileRow[],
): DateDiff {
  const rest = [...file];
  const take = (match: (f: RoutingSourceFileRow) => boolean) => {
    const i = rest.findIndex(match);
    return i < 0 ? undefined : rest.splice(i, 1)[0];
  };
  const processed = stored
    .filter((r) => r.status === 'processed')
    .map((row) => ({ row, same: take((f) => sameValues(f, row)) }));
  let unchangedCount = 0;
  const unmatched: RoutingSourceRow[] = [];
  for (const row of stored.filter((r) => r.status === 'new')) {
    if (take((f) => sameValues(f, row))) unchangedCount += 1;
    else unmatched.push(row);
  }
  const changed: DateDiff['changed'] = [];
  const removed: RoutingSourceRow[] = [];
  for (const row of unmatched) {
    const after = take((f) => stopKey(f) === stopKey(row));
    if (after) changed.push({ before: row, after });
    else removed.push(row);
  }
  return {
    deliveryDate,
    added: rest,
    changed,
    removed,
    unchangedCount,
    processed: processed.map(({ row, same }) => ({ row, inFile: same !== undefined })),
    skippedLines: processed.flatMap(({ same }) => (same ? [same.lineNumber] : [])),
  };
}
