import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleLabels } from '@rikuun/contract';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { PushCard } from '../driver-app/index.ts';
import { PaymentNoticesCard } from '../issued-documents/index.ts';
import { PasswordChangeForm } from './PasswordChangeForm.tsx';

/** Who is signed in, for which company or consignor, and a password change. */
export function AccountPage() {
  const user = useCurrentUser();
  const items: DetailItem[] = [
    { label: '氏名', value: user.name },
    { label: 'メールアドレス', value: user.email ?? '未登録' },
    { label: '権限', value: roleLabels[user.role] },
  ];
  if (user.company) items.push({ label: '所属会社', value: user.company.name });
  if (user.consignor) items.push({ label: '荷主', value: user.consignor.name });

  return (
    <>
      <PageHeader title="アカウント" />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              アカウント情報
            </Typography>
            <DetailList items={items} />
          </CardContent>
        </Card>
        {/* The driver's phone receives assignment notifications. */}
        {user.role === 'driver' && <PushCard />}
        {user.role === 'driver' && <PaymentNoticesCard />}
        {/* Without an address a password has nothing to sign in with: a login code does instead. */}
        {user.email ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                パスワードの変更
              </Typography>
              <PasswordChangeForm />
            </CardContent>
          </Card>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            メールアドレスが登録されていないため、ログインには会社が発行するログインコードを使います。
          </Typography>
        )}
      </Stack>
    </>
  );
}
