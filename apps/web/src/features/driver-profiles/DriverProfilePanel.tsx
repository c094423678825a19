import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DriverProfile, jpAccountTypeLabels, driverProfileLabels as L } from '@rikuun/contract';
import { useId, useState } from 'react';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate } from '../../lib/format.ts';
import { DriverProfileDialog } from './DriverProfileDialog.tsx';
import { useGetDriverProfileQuery } from './driver-profiles.api.ts';
import { ProfileImages } from './ProfileImages.tsx';

const card = (has: boolean, expires: string | null) =>
  has ? `あり（有効期限 ${formatDate(expires) || '未登録'}）` : 'なし';
const hours = (from: string | null, until: string | null) =>
  from || until ? `${from ?? ''}〜${until ?? ''}` : null;

function detailItems(p: DriverProfile): DetailItem[] {
  const bank = [
    p.bankName,
    p.bankCode && `(${p.bankCode})`,
    p.branchName,
    p.branchCode && `(${p.branchCode})`,
  ]
    .filter(Boolean)
    .join(' ');
  const account = [p.jpAccountType && jpAccountTypeLabels[p.jpAccountType], p.accountNumber]
    .filter(Boolean)
    .join(' ');
  return [
    { label: L.jobTypeId, value: p.jobTypeName },
    { label: L.driverLicenseExpired, value: formatDate(p.driverLicenseExpired) },
    { label: L.invoiceRegistrationNumber, value: p.invoiceRegistrationNumber },
    { label: L.hasEtcCard, value: card(p.hasEtcCard, p.etcCardExpired) },
    { label: L.hasFuelCard, value: card(p.hasFuelCard, p.fuelCardExpired) },
    { label: L.issuedItemsText, value: p.issuedItemsText },
    { label: '稼働可能時間', value: hours(p.availableFrom, p.availableUntil) },
    { label: L.memo, value: p.memo },
    { label: '振込先', value: bank },
    { label: '口座', value: account },
    { label: L.accountHolder, value: p.accountHolder },
  ];
}

/**
 * A driver's 詳細プロフィール for the driver detail page: the saved details, the registration number's
 * warning, the photos (delete after confirming), and an edit dialog.
 */
export function DriverProfilePanel({ driverId }: { driverId: string }) {
  const titleId = useId();
  const { data, error, refetch } = useGetDriverProfileQuery(driverId);
  const [editing, setEditing] = useState(false);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}
        >
          <Typography variant="h2" component="h2" id={titleId}>
            詳細プロフィール
          </Typography>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            disabled={!data}
            onClick={() => setEditing(true)}
          >
            {data?.registered === false ? '登録' : '編集'}
          </Button>
        </Stack>
        {error && <QueryError error={error} onRetry={refetch} />}
        {!data && !error && <Loading />}
        {data && (
          <Stack spacing={2}>
            {!data.registered && (
              <Typography sx={{ color: 'text.secondary' }}>
                詳細プロフィールはまだ登録されていません
              </Typography>
            )}
            {data.warnings.map((w) => (
              <Alert key={w.code} severity="warning">
                {w.message}
              </Alert>
            ))}
            {data.registered && <DetailList items={detailItems(data)} />}
            {data.images.length > 0 && <ProfileImages driverId={driverId} images={data.images} />}
          </Stack>
        )}
      </CardContent>
      {editing && data && <DriverProfileDialog profile={data} onClose={() => setEditing(false)} />}
    </Card>
  );
}
