import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInTokyo } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../components/DetailList.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { DutyCard } from '../attendances/index.ts';
import { DRIVER_DAILY_REPORT_PATH } from '../daily-reports/index.ts';
import { TodayCoursesCard, useGetOwnCoursesQuery } from '../driver-courses/index.ts';
import { driverExpensesPath } from '../expenses/index.ts';
import { DriverLimitsCard } from '../working-time/index.ts';

/** Good morning / day / evening by the hour in Japan. */
function greeting(now = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Tokyo' }).format(
      now,
    ),
  );
  if (hour >= 4 && hour < 11) return 'おはようございます';
  if (hour >= 11 && hour < 18) return 'こんにちは';
  return 'こんばんは';
}

/** The vehicles of the day's courses, for the 点呼 record's vehicle (each once). */
function useTodaysVehicles() {
  const { data } = useGetOwnCoursesQuery(todayInTokyo());
  const seen = new Map<string, string>();
  for (const course of data?.courses ?? [])
    if (course.vehicleId) seen.set(course.vehicleId, course.vehicleRegistrationNumber ?? '車両');
  return [...seen].map(([id, label]) => ({ id, label }));
}

/**
 * The driver's home: 出勤・休憩・退勤 with the 点呼, his limits of the day, today's courses with the next stop, then who is
 * signed in and the way to their password.
 */
export function DriverHomePage() {
  const user = useCurrentUser();
  const vehicles = useTodaysVehicles();
  const today = new Intl.DateTimeFormat('ja-JP', {
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date());

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <div>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {today}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ mt: 0.5 }}>
          {greeting()}、{user.name}さん
        </Typography>
      </div>
      <DutyCard vehicles={vehicles} />
      <DriverLimitsCard />
      <TodayCoursesCard />
      <Button
        component={RouterLink}
        to={`${DRIVER_DAILY_REPORT_PATH}?date=${todayInTokyo()}`}
        variant="outlined"
        size="large"
        startIcon={<EditNoteOutlined />}
        sx={{ py: 1.5 }}
      >
        日報を書く
      </Button>
      <Button
        component={RouterLink}
        to={driverExpensesPath(todayInTokyo())}
        variant="outlined"
        size="large"
        startIcon={<ReceiptLongOutlined />}
        sx={{ py: 1.5 }}
      >
        経費（高速代・駐車場代など）
      </Button>
      {/* Without an address a password cannot be used to sign in: he stays signed in, or gets a new code. */}
      {!user.passwordSet && user.email && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/set-password" color="inherit">
              設定する
            </Button>
          }
        >
          パスワードが未設定です。設定すると、メールアドレスとパスワードでログインできます。
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
            所属
          </Typography>
          <DetailList
            items={[
              { label: '会社', value: user.company?.name },
              { label: '氏名', value: user.name },
              { label: 'メールアドレス', value: user.email },
            ]}
          />
        </CardContent>
      </Card>
      {user.email && (
        <Button
          component={RouterLink}
          to={user.passwordSet ? '/account' : '/set-password'}
          variant="outlined"
          size="large"
          startIcon={<KeyOutlined />}
          sx={{ py: 1.5 }}
        >
          {user.passwordSet ? 'パスワードを変更する' : 'パスワードを設定する'}
        </Button>
      )}
    </Stack>
  );
}
