import AddIcon from '@mui/icons-material/Add';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AptitudeTest, type DriverTraining, licenseClassLabels } from '@rikuun/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DetailList } from '../../components/DetailList.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { fetchFile, saveFile } from '../issued-documents/index.ts';
import { AptitudeTestDialog, TrainingDialog } from './DriverRecordDialogs.tsx';
import {
  type RecordPath,
  useDeleteDriverRecordMutation,
  useGetDriverRegisterQuery,
} from './driver-register.api.ts';
import { RegisterPhotoDialog } from './RegisterPhotoDialog.tsx';
import { RegisterRecordTables } from './RegisterRecordTables.tsx';

type Editing =
  | { path: 'trainings'; record?: DriverTraining }
  | { path: 'aptitude-tests'; record?: AptitudeTest }
  | { path: 'photo' };

/** 運転者台帳 (第9条の5) on the driver's page: what is missing, the 適性診断 due, the records, the PDF. */
export function DriverRegisterPanel({ driverId }: { driverId: string }) {
  const titleId = useId();
  const { data: r, error, refetch } = useGetDriverRegisterQuery(driverId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ path: RecordPath; id: string } | null>(null);
  const [remove, { isLoading: removing }] = useDeleteDriverRecordMutation();
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    setPrinting(true);
    try {
      const outcome = await fetchFile(`/drivers/${encodeURIComponent(driverId)}/register/pdf`, {
        fallbackName: `運転者台帳_${r?.name ?? ''}.pdf`,
      });
      if ('error' in outcome) handleError(outcome.error);
      else saveFile(outcome.data);
    } finally {
      setPrinting(false);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ driverId, ...deleting }).unwrap();
      notifySuccess('記録を削除しました');
    } catch (err) {
      handleError(err);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h2" component="h2" id={titleId}>
            運転者台帳
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<AddPhotoAlternateOutlined />} onClick={() => setEditing({ path: 'photo' })}>
              写真を登録
            </Button>
            <Button startIcon={<AddIcon />} onClick={() => setEditing({ path: 'trainings' })}>
              指導を記録
            </Button>
            <Button startIcon={<AddIcon />} onClick={() => setEditing({ path: 'aptitude-tests' })}>
              適性診断を記録
            </Button>
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              disabled={printing || !r}
              onClick={print}
            >
              台帳PDF
            </Button>
          </Stack>
        </Stack>
        {error && <QueryError error={error} onRetry={refetch} />}
        {!r && !error && <Loading />}
        {r && (
          <Stack spacing={2}>
            {r.missing.length > 0 ? (
              <Alert severity="warning">未記入の項目：{r.missing.map((m) => m.label).join('、')}</Alert>
            ) : (
              <Alert severity="success">台帳の項目はすべて記入されています</Alert>
            )}
            {r.aptitudeDue.map((d) => (
              <Alert key={d.reason} severity={d.dueOn < r.madeOn ? 'error' : 'warning'}>
                {d.message}
              </Alert>
            ))}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Box sx={{ width: 120, flexShrink: 0 }}>
                {r.photo ? (
                  <Box
                    component="img"
                    src={r.photo.thumbnailUrl ?? r.photo.url}
                    alt={`${r.name}の台帳写真`}
                    sx={{
                      width: 120,
                      height: 150,
                      objectFit: 'cover',
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                ) : (
                  <Box
                    sx={{
                      width: 120,
                      height: 150,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      写真なし
                    </Typography>
                  </Box>
                )}
                {r.photo && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    撮影日 {formatDate(r.photo.takenOn)}
                  </Typography>
                )}
              </Box>
              <DetailList
                items={[
                  { label: '運転者に選任された年月日', value: formatDate(r.appointedOn) },
                  {
                    label: '運転免許',
                    value: [
                      r.license.number,
                      r.license.class ? licenseClassLabels[r.license.class] : null,
                      r.license.expiresOn ? `${formatDate(r.license.expiresOn)}まで` : null,
                      r.license.conditions ? `条件: ${r.license.conditions}` : null,
                    ]
                      .filter(Boolean)
                      .join('　'),
                  },
                  { label: '健康状態', value: r.health.condition },
                  { label: '直近の健康診断', value: formatDate(r.health.latestCheckupOn) },
                  {
                    label: '事故',
                    value:
                      r.accidents.length === 0
                        ? 'なし'
                        : `${r.accidents.length}件（最新 ${formatDate(r.accidents[0]?.accidentDate)}）`,
                  },
                  ...(r.keepUntil
                    ? [{ label: '台帳の保存期限', value: `${formatDate(r.keepUntil)}まで` }]
                    : []),
                ]}
              />
            </Stack>
            <RegisterRecordTables
              register={r}
              onEditTraining={(record) => setEditing({ path: 'trainings', record })}
              onEditTest={(record) => setEditing({ path: 'aptitude-tests', record })}
              onDelete={(path, id) => setDeleting({ path, id })}
            />
          </Stack>
        )}
      </CardContent>
      {editing?.path === 'trainings' && (
        <TrainingDialog driverId={driverId} record={editing.record} onClose={() => setEditing(null)} />
      )}
      {editing?.path === 'aptitude-tests' && (
        <AptitudeTestDialog driverId={driverId} record={editing.record} onClose={() => setEditing(null)} />
      )}
      {editing?.path === 'photo' && (
        <RegisterPhotoDialog driverId={driverId} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="記録の削除"
        message="運転者台帳の記録は退職後3年間保存が必要です。保存期間中は削除できません（誤りは編集で訂正してください）。削除しますか？"
        busy={removing}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
