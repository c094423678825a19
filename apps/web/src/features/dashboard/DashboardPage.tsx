import CalendarViewWeekOutlined from '@mui/icons-material/CalendarViewWeekOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { todayInTokyo } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateLong } from '../../lib/format.ts';
import { AlertsPanel } from './AlertsPanel.tsx';
import { ApprovalsPanel } from './ApprovalsPanel.tsx';
import { TodayCoursesPanel } from './TodayCoursesPanel.tsx';
import { UnassignedCoursesPanel } from './UnassignedCoursesPanel.tsx';

/**
 * The company admin's home: today's courses and their progress, what is still unassigned for today and
 * tomorrow, the expenses and daily reports waiting for approval, and the alerts.
 */
export function DashboardPage() {
  const today = todayInTokyo();
  return (
    <>
      <PageHeader
        title="ダッシュボード"
        subtitle={`${formatDateLong(today)}の運行状況`}
        actions={
          <Button
            component={RouterLink}
            to="/dispatch"
            variant="contained"
            startIcon={<CalendarViewWeekOutlined />}
          >
            配車表
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TodayCoursesPanel today={today} />
        <Stack spacing={2}>
          <UnassignedCoursesPanel today={today} />
          <ApprovalsPanel />
          <AlertsPanel />
        </Stack>
      </Box>
    </>
  );
}
