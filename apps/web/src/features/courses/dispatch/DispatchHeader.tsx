import AddIcon from '@mui/icons-material/Add';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { newCoursePath } from './DayCell.tsx';

/** The 配車表's title and actions, the same in both views; `subtitle` says how that view moves a course. */
export function DispatchHeader({
  subtitle,
  date,
  driverId,
}: {
  subtitle: string;
  date: string;
  driverId: string | null;
}) {
  return (
    <PageHeader
      title="配車表"
      subtitle={subtitle}
      actions={
        <>
          <Button component={RouterLink} to="/courses" startIcon={<ListAltOutlined />}>
            コース一覧
          </Button>
          <Button component={RouterLink} to={`/optimize?date=${date}`}>
            配車最適化
          </Button>
          <Button
            component={RouterLink}
            to={newCoursePath(date, driverId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            コースを追加
          </Button>
        </>
      }
    />
  );
}
