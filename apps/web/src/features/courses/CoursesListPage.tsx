import AddIcon from '@mui/icons-material/Add';
import CalendarViewWeekOutlined from '@mui/icons-material/CalendarViewWeekOutlined';
import Button from '@mui/material/Button';
import { courseListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { courseColumns, coursePath } from './course-columns.tsx';
import { useLazyListCoursesQuery, useListCoursesQuery } from './courses.api.ts';
import { CourseBulkActions } from './dispatch/CourseBulkActions.tsx';
import { CourseListFilters } from './dispatch/CourseListFilters.tsx';

export function CoursesListPage() {
  const { query, setQuery, table } = useListQuery(courseListQuery, { defaults: { sort: '-deliveryDate' } });
  const { data, error, isFetching, refetch } = useListCoursesQuery(query);
  const [fetchCourses] = useLazyListCoursesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchCourses({ ...query, page, perPage }).unwrap(),
    [fetchCourses, query],
  );

  return (
    <>
      <PageHeader
        title="コース"
        subtitle="配送日ごとのコース・便と、その割当・進捗"
        actions={
          <>
            <Button component={RouterLink} to="/dispatch" startIcon={<CalendarViewWeekOutlined />}>
              配車表
            </Button>
            <Button component={RouterLink} to="/courses/new" variant="contained" startIcon={<AddIcon />}>
              新規登録
            </Button>
          </>
        }
      />
      <CourseListFilters query={query} onChange={setQuery} />
      <DataTable
        label="コース一覧"
        columns={courseColumns}
        rowId={(course) => course.id}
        rowHref={coursePath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致するコースはありません"
        csv={{ fileName: 'コース一覧', fetchPage }}
        bulkActions={(ids, clear) => <CourseBulkActions ids={ids} onDone={clear} />}
      />
    </>
  );
}
