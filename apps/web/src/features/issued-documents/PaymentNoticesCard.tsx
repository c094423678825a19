import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PAYMENT_NOTICES_PATH } from './driver-payment-notice-routes.ts';
import { useListSelfPaymentNoticesQuery } from './issued-documents.api.ts';

/** On the driver's account page: the way to the payment notices, once there are any (業務委託 only). */
export function PaymentNoticesCard() {
  const { data } = useListSelfPaymentNoticesQuery();
  if (!data || data.total === 0) return null;
  const waiting = data.data.filter((n) => !n.confirmedAt).length;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          支払通知書
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {waiting > 0 ? `未確認の支払通知書が${waiting}件あります。` : 'すべて確認済みです。'}
        </Typography>
        <Button
          component={RouterLink}
          to={PAYMENT_NOTICES_PATH}
          variant={waiting > 0 ? 'contained' : 'outlined'}
        >
          支払通知書を見る
        </Button>
      </CardContent>
    </Card>
  );
}
