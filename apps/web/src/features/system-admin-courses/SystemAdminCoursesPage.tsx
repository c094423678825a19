import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type PlatformCourse,
  platformCourseGroupingLabels,
  platformCourseGroupings,
  platformCourseListQuery,
  platformCourseStatuses,
  platformCourseStatusLabels,
} from '@rikuun/contract';
import { useCallback, useState } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { useListConsignorsQuery } from '../consignors/index.ts';
import { RoutingSourceUploader, useListRoutingSourceQuery } from '../routing-source/index.ts';
import { AssignCompanyDialog } from './AssignCompanyDialog.tsx';
import { platformCourseColumns } from './platform-course-columns.tsx';
import {
  useImportPlatformCoursesMutation,
  useLazyListPlatformCoursesQuery,
  useListPlatformCoursesQuery,
} from './system-admin-courses.api.ts';

type Grouping = (typeof platformCourseGroupings)[number];
const statusOptions = platformCourseStatuses.map((value) => ({
  value,
  label: platformCourseStatusLabels[value],
}));

/**
 * コース割当: choose a consignor and a date, turn that day's delivery data into courses (取込), and
 * hand each course to a company. The upload on the consignor's behalf is here too.
 */
export function SystemAdminCoursesPage() {
  const { query, setQuery, table } = useListQuery(platformCourseListQuery);
  const consignors = useListConsignorsQuery({ page: 1, perPage: 1000, sort: 'nameKana' });
  const { data, error, isFetching, refetch } = useListPlatformCoursesQuery(query);
  const [fetchCourses] = useLazyListPlatformCoursesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchCourses({ ...query, page, perPage }).unwrap(),
    [fetchCourses, query],
  );
  const { consignorId, deliveryDate } = query;
  const pending = useListRoutingSourceQuery(
    { consignorId, deliveryDate, status: 'new', page: 1, perPage: 1000 },
    { skip: !consignorId || !deliveryDate },
  );
  const importable = (pending.data?.data ?? []).filter((r) => r.errors.length === 0).length;
  const [groupBy, setGroupBy] = useState<Grouping>('route');
  const [importRows, importing] = useImportPlatformCoursesMutation();
  const [assigning, setAssigning] = useState<PlatformCourse | null>(null);

  const runImport = async () => {
    if (!consignorId || !deliveryDate) return;
    try {
      const result = await importRows({ consignorId, deliveryDate, groupBy }).unwrap();
      notifySuccess(`${result.rowCount}件の配送データから${result.courses.length}件のコースを作成しました`);
    } catch (err) {
      handleError(err);
    }
  };

  const columns = platformCourseColumns((course) =>
    course.status === 'unassigned' ? (
      <Button size="small" onClick={() => setAssigning(course)}>
        割当
      </Button>
    ) : null,
  );

  return (
    <>
      <PageHeader
        title="コース割当"
        subtitle="荷主の配送データからコースを作成し、運送会社に割り当てます。割り当てたコースは運送会社の配車表に未割当として表示されます。"
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label="荷主"
                value={consignorId ?? ''}
                onChange={(event) => setQuery({ consignorId: event.target.value || undefined })}
                sx={{ width: { xs: '100%', sm: 260 } }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">すべての荷主</MenuItem>
                {(consignors.data?.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
              <ListDateFilter
                label="配送日"
                value={deliveryDate}
                onChange={(d) => setQuery({ deliveryDate: d })}
              />
              <ListSelectFilter
                label="状態"
                value={query.status}
                options={statusOptions}
                onChange={(status) => setQuery({ status })}
              />
            </Stack>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                size="small"
                label="まとめ方"
                value={groupBy}
                onChange={(event) => setGroupBy(event.target.value as Grouping)}
                sx={{ width: { xs: '100%', sm: 200 } }}
              >
                {platformCourseGroupings.map((g) => (
                  <MenuItem key={g} value={g}>
                    {platformCourseGroupingLabels[g]}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                startIcon={<MoveToInbox />}
                disabled={!consignorId || !deliveryDate || importable === 0}
                loading={importing.isLoading}
                loadingPosition="start"
                onClick={runImport}
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                取込
              </Button>
              <Typography variant="body2" color="text.secondary">
                {consignorId && deliveryDate
                  ? `取込できる未処理の配送データ：${importable.toLocaleString('ja-JP')}件`
                  : '取込するには荷主と配送日を選んでください'}
              </Typography>
            </Stack>
          </Stack>
        </Paper>
        <DataTable
          label="コース一覧"
          columns={columns}
          rowId={(course) => course.id}
          data={data}
          error={error}
          isFetching={isFetching}
          onRetry={refetch}
          {...table}
          emptyMessage="条件に一致するコースはありません"
          csv={{ fileName: 'コース割当', fetchPage }}
        />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
            荷主に代わって配送データをアップロード
          </Typography>
          {consignorId ? (
            <RoutingSourceUploader consignorId={consignorId} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              上で荷主を選ぶと、その荷主の配送データをアップロードできます。
            </Typography>
          )}
        </Paper>
      </Stack>
      {assigning && <AssignCompanyDialog course={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
