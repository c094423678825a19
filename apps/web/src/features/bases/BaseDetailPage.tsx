import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { type Base, baseLabels as L } from '@rikuun/contract';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useDeleteBaseMutation, useGetBaseQuery } from './bases.api.ts';

const position = (site: { latitude: number | null; longitude: number | null }) =>
  site.latitude === null || site.longitude === null ? null : `${site.latitude}, ${site.longitude}`;

function baseDetails(base: Base): DetailItem[] {
  return [
    { label: L.name, value: base.name },
    { label: L.zipCode, value: base.zipCode ? `〒${base.zipCode}` : null },
    { label: L.address1, value: base.address1 },
    { label: L.address2, value: base.address2 },
    { label: L.phone, value: base.phone },
    { label: '緯度・経度', value: position(base) },
    { label: L.memo, value: base.memo },
    { label: L.updatedAt, value: formatDateTime(base.updatedAt) },
  ];
}

export function BaseDetailPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: base, error, refetch } = useGetBaseQuery(id);
  const [deleteBase, deletion] = useDeleteBaseMutation();
  const missing = !base && isMissing(error);
  usePageTitle(base?.name ?? (missing ? '拠点が見つかりません' : null));

  if (missing) return <RecordNotFound what="拠点" listPath="/bases" listLabel="拠点一覧" />;
  if (!base) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/bases" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        拠点一覧
      </Button>
      <PageHeader
        title={base.name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/bases/${base.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <DeleteRecordButton
              what="拠点"
              name={base.name}
              busy={deletion.isLoading}
              onDelete={async () => {
                await deleteBase(base.id).unwrap();
                notifySuccess('削除しました');
                navigate('/bases', { replace: true });
              }}
            />
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <DetailList items={baseDetails(base)} />
        </CardContent>
      </Card>
    </>
  );
}
