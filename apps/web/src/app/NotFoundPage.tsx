import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="ページが見つかりません" />
      <Typography sx={{ mb: 2 }}>URLが正しいかご確認ください。</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        ホームへ戻る
      </Button>
    </>
  );
}
