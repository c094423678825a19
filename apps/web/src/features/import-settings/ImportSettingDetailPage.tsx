import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type ImportSetting,
  importEncodingLabels,
  importFieldLabels,
  importFields,
  importTargetLabels,
  importSettingLabels as L,
} from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeleteImportSettingButton } from './DeleteImportSettingButton.tsx';
import { describeColumnRef } from './import-setting-values.ts';
import { useGetImportSettingQuery } from './import-settings.api.ts';

function MappingView({ setting }: { setting: ImportSetting }) {
  const mapped = importFields.filter((field) => setting.columns[field]);
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="列の対応">
        <TableHead>
          <TableRow>
            <TableCell>取り込む項目</TableCell>
            <TableCell>読み取る列</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {mapped.map((field) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">
                {importFieldLabels[field]}
              </TableCell>
              <TableCell>{describeColumnRef(setting.columns[field])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function NotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/import-settings" color="inherit" startIcon={<ArrowBack />}>
          取込設定一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>取込設定が見つかりません</AlertTitle>
      削除されたか、URLが正しくない可能性があります。
    </Alert>
  );
}

export function ImportSettingDetailPage() {
  const id = useParams().id ?? '';
  const { data: setting, error, refetch } = useGetImportSettingQuery(id);
  const missing =
    !setting && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(setting?.name ?? (missing ? '取込設定が見つかりません' : null));

  if (missing) return <NotFound />;
  if (!setting) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/import-settings" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        取込設定一覧
      </Button>
      <PageHeader
        title={setting.name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/import-settings/${setting.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <DeleteImportSettingButton setting={setting} />
          </>
        }
      />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Card variant="outlined">
          <CardContent>
            <DetailList
              items={[
                { label: L.target, value: importTargetLabels[setting.target] },
                { label: L.encoding, value: importEncodingLabels[setting.encoding] },
                {
                  label: L.headerRows,
                  value: setting.headerRows === 0 ? 'なし（1行目からデータ）' : `${setting.headerRows}行`,
                },
                { label: L.updatedAt, value: formatDateTime(setting.updatedAt) },
              ]}
            />
          </CardContent>
        </Card>
        <div>
          <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
            {L.columns}
          </Typography>
          <MappingView setting={setting} />
        </div>
      </Stack>
    </>
  );
}
