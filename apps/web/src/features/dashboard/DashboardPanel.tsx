import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingRows } from '../../components/data-table/LoadingRows.tsx';

type Props = {
  title: string;
  /** How many records the panel holds; undefined while they load, so no false 「0件」 shows. */
  count?: number | undefined;
  /** True until the first answer (or an error) arrives: placeholders instead of the contents. */
  loading?: boolean;
  /** The page with the whole picture (配車表, アラート). */
  link?: { to: string; label: string };
  children: ReactNode;
};

/** One panel of the dashboard: a titled card with a link to the full page. */
export function DashboardPanel({ title, count, loading = false, link, children }: Props) {
  const heading = loading || count === undefined ? title : `${title}（${count}件）`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      aria-busy={loading}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography variant="h2" component="h2">
            {heading}
          </Typography>
          {link && (
            <Button
              component={RouterLink}
              to={link.to}
              size="small"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {link.label}
            </Button>
          )}
        </Stack>
        {loading ? <LoadingRows rows={3} /> : children}
      </CardContent>
    </Card>
  );
}
