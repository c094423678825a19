import AddLocationAlt from '@mui/icons-material/AddLocationAlt';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CourseMessagesCard } from '../course-messages/index.ts';
import { OfferCourseButton } from '../course-offers/index.ts';
import { CourseMoreMenu } from './CourseMoreMenu.tsx';
import { CourseRouteMap } from './CourseRouteMap.tsx';
import { CourseSummary, courseDateText } from './CourseSummary.tsx';
import { CourseProgress } from './course-columns.tsx';
import { useGetCourseQuery } from './courses.api.ts';
import { DeleteCourseButton } from './DeleteCourseButton.tsx';
import { DestinationFormDialog } from './destinations/DestinationFormDialog.tsx';
import { DestinationList } from './destinations/DestinationList.tsx';
import { useListDestinationsQuery } from './destinations.api.ts';

/** ETAs and statuses follow the driver's actions: the page asks again every 30 s. */
const POLL_MS = 30_000;

/** One course (company staff): its details, its stops in order, and the route on a map. */
export function CourseDetailPage() {
  const id = useParams().id ?? '';
  const { data: course, error, refetch } = useGetCourseQuery(id, { pollingInterval: POLL_MS });
  const stops = useListDestinationsQuery(id, { pollingInterval: POLL_MS, skip: !course });
  const [adding, setAdding] = useState(false);
  const missing = !course && isMissing(error);
  usePageTitle(course?.name ?? (missing ? 'コースが見つかりません' : null));

  if (missing) return <RecordNotFound what="コース" listPath="/courses" listLabel="コース一覧" />;
  if (!course) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  const destinations = stops.data?.data ?? [];
  const completed = stops.data
    ? destinations.filter((d) => d.status === 'completed').length
    : course.completedCount;
  // A stop carried over (繰越) counts on the course it went to, not here.
  const total = stops.data
    ? destinations.filter((d) => d.status !== 'carried_over').length
    : course.destinationCount;

  return (
    <>
      <Button component={RouterLink} to="/courses" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        コース一覧
      </Button>
      <PageHeader
        title={course.name}
        subtitle={[courseDateText(course.deliveryDate), course.driverName].filter(Boolean).join(' / ')}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/courses/${course.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <DeleteCourseButton course={course} />
            <OfferCourseButton course={course} />
            <CourseMoreMenu course={course} />
          </>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <CourseSummary course={course} />
            <Box sx={{ mt: 2, maxWidth: 480 }}>
              <CourseProgress course={{ completedCount: completed, destinationCount: total }} width="100%" />
            </Box>
          </CardContent>
        </Card>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            // The map beside the stops on a desktop, under them on a phone.
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="h2" component="h2">
                  配送先
                </Typography>
                <Button variant="contained" startIcon={<AddLocationAlt />} onClick={() => setAdding(true)}>
                  配送先を追加
                </Button>
              </Stack>
              {stops.data ? (
                <DestinationList course={course} destinations={destinations} />
              ) : stops.error ? (
                <QueryError error={stops.error} onRetry={stops.refetch} />
              ) : (
                <Loading />
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
            <CardContent>
              <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                地図
              </Typography>
              <CourseRouteMap baseId={course.baseId} destinations={destinations} />
            </CardContent>
          </Card>
        </Box>
        <CourseMessagesCard side="office" courseId={course.id} />
      </Stack>
      {adding && (
        <DestinationFormDialog
          courseId={course.id}
          clientId={course.clientId}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
