import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Consignor, consignorLabels as L } from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ConsignorUsersPanel, UserActiveChip } from '../consignor-users/index.ts';
import { useGetConsignorQuery } from './consignors.api.ts';

function details(c: Consignor): DetailItem[] {
  return [
    { label: L.name, value: c.name },
    { label: L.nameKana, value: c.nameKana },
    { label: L.zipCode, value: c.zipCode ? `〒${c.zipCode}` : null },
    { label: L.address1, value: [c.address1, c.address2].filter(Boolean).join(' ') },
    { label: L.phone, value: c.phone },
    { label: L.active, value: <UserActiveChip active={c.active} /> },
    { label: L.createdAt, value: formatDateTime(c.createdAt) },
    { label: L.updatedAt, value: formatDateTime(c.updatedAt) },
  ];
}

function ConsignorNotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/consignors" color="inherit" startIcon={<ArrowBack />}>
          荷主一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>荷主が見つかりません</AlertTitle>
      URLが正しくない可能性があります。
    </Alert>
  );
}

/** A consignor with its users, whom the system administrator invites and manages here. */
export function ConsignorDetailPage() {
  const id = useParams().id ?? '';
  const self = useCurrentUser();
  const { data: consignor, error, refetch } = useGetConsignorQuery(id);
  const missing =
    !consignor && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(consignor?.name ?? (missing ? '荷主が見つかりません' : null));

  if (missing) return <ConsignorNotFound />;
  if (!consignor) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/consignors" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        荷主一覧
      </Button>
      <PageHeader
        title={consignor.name}
        subtitle={consignor.nameKana}
        actions={
          <Button
            component={RouterLink}
            to={`/consignors/${consignor.id}/edit`}
            variant="outlined"
            startIcon={<EditOutlined />}
          >
            編集
          </Button>
        }
      />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <DetailList items={details(consignor)} />
          </CardContent>
        </Card>
        <section aria-labelledby="consignor-users-heading">
          <Typography id="consignor-users-heading" variant="h2" component="h2" sx={{ mb: 1.5 }}>
            荷主ユーザー
          </Typography>
          <ConsignorUsersPanel consignorId={consignor.id} selfId={self.id} />
        </section>
      </Stack>
    </>
  );
}
