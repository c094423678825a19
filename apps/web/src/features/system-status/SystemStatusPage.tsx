import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { ErrorGroupTable } from './ErrorGroupTable.tsx';
import { replicaText } from './replica-text.ts';
import { useGetSystemStatusQuery, useRetryJobMutation } from './system-status.api.ts';

const REFRESH_MS = 15_000;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // It scrolls sideways on a phone: a keyboard reaches it as a named region.
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const formatAge = (seconds: number) =>
  seconds < 60
    ? `${seconds}秒`
    : seconds < 3600
      ? `${Math.floor(seconds / 60)}分`
      : `${Math.floor(seconds / 3600)}時間`;

/**
 * 稼働状況: instances alive (with the read replicas each reads, as of its heartbeat), job backlog and
 * failed jobs (再実行), errors, storage and the database.
 */
export function SystemStatusPage() {
  const { data, error, isLoading, refetch } = useGetSystemStatusQuery(undefined, {
    pollingInterval: REFRESH_MS,
  });
  const [retry, retrying] = useRetryJobMutation();
  if (isLoading) return <Loading />;
  if (error || !data) return <QueryError error={error} onRetry={refetch} />;
  const runAgain = async (id: string) => {
    try {
      await retry(id).unwrap();
      notifySuccess('ジョブを再実行待ちに戻しました。');
    } catch (e) {
      handleError(e);
    }
  };
  // Only with read replicas (DATABASE_READ_URL): each instance polls them on its own.
  const withReplicas = data.instances.some((i) => i.replicas.length > 0);
  return (
    <Stack spacing={2}>
      <PageHeader title="稼働状況" subtitle={`${REFRESH_MS / 1000}秒ごとに更新します。`} />
      <Section title={`稼働中のサーバー（${data.instances.length}台）`}>
        <Table size="small" aria-label="稼働中のサーバー">
          <TableHead>
            <TableRow>
              <TableCell>ホスト</TableCell>
              <TableCell>プロセス</TableCell>
              <TableCell>リリース</TableCell>
              <TableCell>起動</TableCell>
              <TableCell>最終応答</TableCell>
              {withReplicas && <TableCell>読み取りレプリカ</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.instances.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.hostname}</TableCell>
                <TableCell>{i.pid}</TableCell>
                <TableCell>{i.release}</TableCell>
                <TableCell>{formatDateTime(i.startedAt)}</TableCell>
                <TableCell>{formatDateTime(i.seenAt)}</TableCell>
                {withReplicas && (
                  <TableCell>
                    {i.replicas.length === 0
                      ? 'なし'
                      : i.replicas.map((r) => <div key={r.name}>{replicaText(r)}</div>)}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title="ジョブの滞留">
        {data.jobs.backlog.length === 0 ? (
          <Typography color="text.secondary">実行待ちのジョブはありません。</Typography>
        ) : (
          <Table size="small" aria-label="ジョブの滞留">
            <TableHead>
              <TableRow>
                <TableCell>種類</TableCell>
                <TableCell align="right">待ち</TableCell>
                <TableCell align="right">最も古い待ち時間</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.jobs.backlog.map((b) => (
                <TableRow key={b.type}>
                  <TableCell>{b.type}</TableCell>
                  <TableCell align="right">{b.waiting}</TableCell>
                  <TableCell align="right">{formatAge(b.oldestAgeSeconds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={`失敗したジョブ（${data.jobs.failedTotal}件）`}>
        {data.jobs.failed.length === 0 ? (
          <Typography color="text.secondary">失敗したジョブはありません。</Typography>
        ) : (
          <Table size="small" aria-label="失敗したジョブ">
            <TableHead>
              <TableRow>
                <TableCell>種類</TableCell>
                <TableCell>エラー</TableCell>
                <TableCell align="right">試行</TableCell>
                <TableCell>失敗日時</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.jobs.failed.map((j) => (
                <TableRow key={j.id}>
                  <TableCell>{j.type}</TableCell>
                  <TableCell sx={{ maxWidth: 420, wordBreak: 'break-all' }}>{j.lastError}</TableCell>
                  <TableCell align="right">{j.attempts}</TableCell>
                  <TableCell>{formatDateTime(j.failedAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={!j.retryable || retrying.isLoading}
                      title={j.retryable ? undefined : '内容が消去されているため再実行できません'}
                      onClick={() => void runAgain(j.id)}
                    >
                      再実行
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={`エラー（直近24時間 ${data.errors.lastDay}種類・全${data.errors.groups}種類）`}>
        <ErrorGroupTable groups={data.errors.latest} />
        <Button component={Link} to="/system-admin/errors" size="small" sx={{ mt: 1 }}>
          エラーの一覧へ
        </Button>
      </Section>
      <Section title="容量">
        <Typography>
          保存ファイル: {data.storage.files.toLocaleString('ja-JP')}件・{formatFileSize(data.storage.bytes)}
        </Typography>
        <Typography>
          データベース（{data.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}）:{' '}
          {data.database.bytes === null ? '不明' : formatFileSize(data.database.bytes)}
        </Typography>
      </Section>
      {data.replicas.length > 0 && (
        <Section title="レプリカ（プライマリから見た状態）">
          {data.replicas.map((r) => (
            <Typography key={r.name}>
              {r.name}（{r.state}）: 遅延 {r.lagSeconds === null ? '不明' : `${r.lagSeconds.toFixed(1)}秒`}
            </Typography>
          ))}
        </Section>
      )}
    </Stack>
  );
}
