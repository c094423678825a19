import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  title: string;
  /** The page with the whole picture (配車表, アラート). */
  link?: { to: string; label: string };
  children: ReactNode;
};

/** One panel of the dashboard: a titled card with a link to the full page. */
export function DashboardPanel({ title, link, children }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography variant="h2" component="h2">
            {title}
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
        {children}
      </CardContent>
    </Card>
  );
}
