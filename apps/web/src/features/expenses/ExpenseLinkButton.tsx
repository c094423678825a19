import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { newExpensePath } from './driver-expense-links.ts';

/** 「経費を登録」 on the driver's stop and course pages: a large target under the thumb. */
export function ExpenseLinkButton(props: { date: string; courseId: string; destinationId?: string }) {
  const { date, ...where } = props;
  return (
    <Button
      component={RouterLink}
      to={newExpensePath(date, where)}
      variant="outlined"
      size="large"
      startIcon={<ReceiptLongOutlined />}
      sx={{ minHeight: 56, fontSize: 18 }}
    >
      経費を登録
    </Button>
  );
}
