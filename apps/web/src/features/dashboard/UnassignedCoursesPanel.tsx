import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { addDays } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { QueryError } from '../../components/QueryStatus.tsx';
import { coursePath, shortDate, timeRange, useListCoursesQuery } from '../courses/index.ts';
import { DashboardPanel } from './DashboardPanel.tsx';
import { byDate, missingLabel } from './dashboard-summary.ts';

/** Courses of today and tomorrow still without a driver or a vehicle, for the 配車表 to fix. */
export function UnassignedCoursesPanel({ today }: { today: string }) {
  const tomorrow = addDays(today, 1);
  const { data, error, refetch, isLoading } = useListCoursesQuery({
    from: today,
    to: tomorrow,
    unassigned: true,
    perPage: 1000,
    sort: 'deliveryDate',
  });
  const days = byDate(data?.data ?? [], [today, tomorrow]);
  const total = data?.data.length ?? 0;

  return (
    <DashboardPanel
      title="未割当"
      count={data ? total : undefined}
      loading={isLoading}
      link={{ to: '/dispatch', label: '配車表へ' }}
    >
      {error && <QueryError error={error} onRetry={refetch} />}
      {data && total === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>
          今日・明日のコースはすべて割り当て済みです
        </Typography>
      )}
      {total > 0 && (
        <List dense disablePadding sx={{ maxHeight: 360, overflow: 'auto' }}>
          {days.map(({ date, courses }) =>
            courses.length === 0 ? null : (
              <li key={date}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ lineHeight: '32px', px: 0 }}>
                    {date === today ? '今日' : '明日'} {shortDate(date)}（{courses.length}件）
                  </ListSubheader>
                  {courses.map((course) => (
                    <li key={course.id}>
                      <ListItemButton component={RouterLink} to={coursePath(course)} sx={{ px: 1 }}>
                        <ListItemText
                          primary={course.name}
                          secondary={timeRange(course.startTime, course.endTime) || undefined}
                        />
                        <Chip size="small" color="warning" variant="outlined" label={missingLabel(course)} />
                      </ListItemButton>
                    </li>
                  ))}
                </ul>
              </li>
            ),
          )}
        </List>
      )}
    </DashboardPanel>
  );
}
