import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** A mistyped or unknown company: say so and offer the way back to the list. */
export function CompanyNotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/companies" color="inherit" startIcon={<ArrowBack />}>
          運送会社一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>運送会社が見つかりません</AlertTitle>
      URLが正しくない可能性があります。
    </Alert>
  );
}
