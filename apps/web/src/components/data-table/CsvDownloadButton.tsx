import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { ListResponse } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { useState } from 'react';
import { downloadText, excelCsv } from '../../lib/csv.ts';
import { handleError } from '../../lib/errors.ts';
import { fetchAllPages } from '../../lib/fetch-all-pages.ts';
import { notifier } from '../../lib/notifier.ts';
import type { Column } from './columns.ts';

export type CsvExport<T> = {
  /** The file's name without date and extension: 車両一覧 → 車両一覧_20261121.csv */
  fileName: string;
  /** One page of the list with the filters and sort on screen. */
  fetchPage: (page: number, perPage: number) => Promise<ListResponse<T>>;
};

/** Downloads the whole filtered list (every page, up to a cap) as a CSV that Excel opens in Japanese. */
export function CsvDownloadButton<T>({ columns, csv }: { columns: readonly Column<T>[]; csv: CsvExport<T> }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { rows, total } = await fetchAllPages(csv.fetchPage);
      const exported = columns.filter((column) => column.value && column.csv !== false);
      const text = excelCsv(
        exported.map((column) => column.label),
        rows.map((row) => exported.map((column) => column.value?.(row))),
      );
      downloadText(`${csv.fileName}_${todayInTokyo().replaceAll('-', '')}.csv`, text);
      if (rows.length < total) {
        notifier.show(
          `先頭の${rows.length.toLocaleString('ja-JP')}件を出力しました（全${total.toLocaleString('ja-JP')}件）。条件を絞り込んでください。`,
          'warning',
        );
      }
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      onClick={download}
      loading={busy}
      loadingPosition="start"
    >
      CSV出力
    </Button>
  );
}
