import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { importEncodingLabels } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatFileSize } from '../../lib/format.ts';
import { useListImportSettingsQuery } from '../import-settings/index.ts';
import { downloadTemplate } from './course-import-request.ts';
import { ImportErrorTable } from './ImportErrorTable.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportSuccess } from './ImportSuccess.tsx';
import { useCourseImport } from './use-course-import.ts';

const MAX_BYTES = 100 * 1024 * 1024;

/** コース取込: a CSV of the company's layout (an import setting) becomes courses with their stops. */
export function CourseImportPage() {
  const settings = useListImportSettingsQuery({ page: 1, perPage: 1000, sort: 'name' });
  const [chosen, setChosen] = useState<string>('');
  const [file, setFile] = useState<File | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const { state, start, reset } = useCourseImport();
  const list = settings.data?.data ?? [];
  const settingId = chosen || list[0]?.id || '';
  const setting = list.find((s) => s.id === settingId);
  const busy = state.step === 'uploading' || state.step === 'processing';

  const template = async () => {
    setTemplateBusy(true);
    const error = await downloadTemplate(settingId);
    setTemplateBusy(false);
    if (error) handleError(error);
  };
  const again = () => {
    setFile(null);
    reset();
  };

  return (
    <>
      <PageHeader
        title="コース取込"
        subtitle="取込設定に合わせたCSVファイルから、コースと配送先をまとめて登録します。1件でも誤りがあると何も登録しません。"
      />
      {!settings.data ? (
        settings.error ? (
          <QueryError error={settings.error} onRetry={settings.refetch} />
        ) : (
          <Loading />
        )
      ) : list.length === 0 ? (
        <Alert severity="info">
          取込設定がありません。先に
          <Link component={RouterLink} to="/import-settings">
            取込設定
          </Link>
          でCSVの列の対応を登録してください。
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <TextField
                select
                label="取込設定"
                value={settingId}
                onChange={(event) => setChosen(event.target.value)}
                disabled={busy}
                sx={{ width: { xs: '100%', sm: 400 } }}
                helperText={
                  setting
                    ? `${importEncodingLabels[setting.encoding]}・見出し${setting.headerRows}行`
                    : undefined
                }
              >
                {list.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                startIcon={<FileDownloadOutlined />}
                onClick={template}
                loading={templateBusy}
                loadingPosition="start"
                disabled={!settingId}
              >
                テンプレートをダウンロード
              </Button>
            </Stack>
            {state.step === 'done' ? (
              <ImportSuccess result={state.result} onAgain={again} />
            ) : (
              <>
                <FileDropZone
                  label="CSVファイル"
                  accept={['.csv', 'text/csv']}
                  typeNames="CSV（Shift_JIS・UTF-8）"
                  maxBytes={MAX_BYTES}
                  disabled={busy}
                  onFiles={(files) => {
                    setFile(files[0] ?? null);
                    reset();
                  }}
                />
                {file && (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      icon={<InsertDriveFileOutlined />}
                      label={`${file.name}（${formatFileSize(file.size)}）`}
                      onDelete={busy ? undefined : again}
                    />
                    <Button
                      variant="contained"
                      startIcon={<UploadOutlined />}
                      disabled={busy || !settingId}
                      onClick={() => start(file, settingId)}
                    >
                      取り込む
                    </Button>
                  </Stack>
                )}
                <ImportProgress state={state} />
                {state.step === 'rejected' && <ImportErrorTable error={state.error} />}
              </>
            )}
          </Stack>
        </Paper>
      )}
    </>
  );
}
