import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** A deleted, another company's or mistyped vehicle: say so and offer the way back to the list. */
export function VehicleNotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/vehicles" color="inherit" startIcon={<ArrowBack />}>
          車両一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>車両が見つかりません</AlertTitle>
      削除されたか、URLが正しくない可能性があります。
    </Alert>
  );
}
