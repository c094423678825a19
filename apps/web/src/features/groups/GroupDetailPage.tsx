import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { groupLabels as L } from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useGetGroupQuery } from './groups.api.ts';

export function GroupDetailPage() {
  const id = useParams().id ?? '';
  const { data: group, error, refetch } = useGetGroupQuery(id);
  const missing =
    !group && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(group?.name ?? (missing ? 'グループが見つかりません' : null));

  if (missing) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/groups" color="inherit" startIcon={<ArrowBack />}>
            グループ一覧に戻る
          </Button>
        }
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <AlertTitle>グループが見つかりません</AlertTitle>
        URLが正しくない可能性があります。
      </Alert>
    );
  }
  if (!group) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/groups" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        グループ一覧
      </Button>
      <PageHeader
        title={group.name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/drivers?groupId=${group.id}`}
              variant="outlined"
              startIcon={<PeopleOutlined />}
            >
              所属ドライバー
            </Button>
            <Button
              component={RouterLink}
              to={`/groups/${group.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <DetailList
            items={[
              { label: L.name, value: group.name },
              { label: L.driverCount, value: `${group.driverCount}人（有効なドライバー）` },
              { label: L.memo, value: group.memo },
              { label: L.createdAt, value: formatDateTime(group.createdAt) },
              { label: L.updatedAt, value: formatDateTime(group.updatedAt) },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
