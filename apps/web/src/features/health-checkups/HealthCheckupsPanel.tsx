import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HealthCheckup } from '@rikuun/contract';
import { Fragment, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { HealthCheckupDialog } from './HealthCheckupDialog.tsx';
import { HealthCheckupItem } from './HealthCheckupItem.tsx';
import { useDeleteHealthCheckupMutation, useListHealthCheckupsQuery } from './health-checkups.api.ts';

const PER_PAGE = 10;

/** A driver's 健康診断, newest first, for the driver detail page: add, edit, open files, delete. */
export function HealthCheckupsPanel({ driverId }: { driverId: string }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<HealthCheckup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HealthCheckup | null>(null);
  const { data, error, refetch } = useListHealthCheckupsQuery({ driverId, page, perPage: PER_PAGE });
  const [remove, { isLoading: removing }] = useDeleteHealthCheckupMutation();
  const pageCount = data ? Math.ceil(data.total / PER_PAGE) : 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ driverId, id: deleting.id }).unwrap();
      notifySuccess('健康診断を削除しました');
    } catch (err) {
      handleError(err);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h2" component="h2" id={titleId}>
            健康診断
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            健康診断を追加
          </Button>
        </Stack>
        {error && <QueryError error={error} onRetry={refetch} />}
        {!data && !error && <Loading />}
        {data && data.data.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>健康診断の記録はありません</Typography>
        )}
        {data?.data.map((checkup, index) => (
          <Fragment key={checkup.id}>
            {index > 0 && <Divider />}
            <HealthCheckupItem
              checkup={checkup}
              latest={page === 1 && index === 0}
              onEdit={() => setEditing(checkup)}
              onDelete={() => setDeleting(checkup)}
            />
          </Fragment>
        ))}
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next) => setPage(next)}
            sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </CardContent>
      {editing && (
        <HealthCheckupDialog
          driverId={driverId}
          {...(editing === 'new' ? {} : { checkup: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="健康診断を削除しますか？"
        message={`${formatDate(deleting?.checkupDate)}の健康診断と結果ファイルを削除します。この操作は取り消せません。`}
        busy={removing}
        destructive
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
