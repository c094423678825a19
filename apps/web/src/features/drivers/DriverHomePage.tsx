import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../app/current-user.ts';
import { DetailList } from '../../components/DetailList.tsx';
import { TodayCoursesCard } from '../driver-courses/TodayCoursesCard.tsx';

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

/** The driver's home: who is signed in, for which company, and the way to their password. */
export function DriverHomePage() {
  const user = useCurrentUser();
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
      {!user.passwordSet && (
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
      <TodayCoursesCard />
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
    </Stack>
  );
}
