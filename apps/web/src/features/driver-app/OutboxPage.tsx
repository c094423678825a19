import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { driverOutbox, useOutboxCounts } from './driver-outbox.ts';
import type { OutboxEntry, RejectedEntry } from './outbox.ts';
import { outboxErrorText } from './outbox-error-text.ts';
import { useOnline } from './use-online.ts';

/** The entries, read again whenever the outbox's counts change (sent, refused, added). */
function useOutboxEntries() {
  const counts = useOutboxCounts();
  const [entries, setEntries] = useState<{ pending: OutboxEntry[]; rejected: RejectedEntry[] }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: counts are the signal to read again.
  useEffect(() => {
    let current = true;
    void Promise.all([driverOutbox.pending(), driverOutbox.rejected()]).then(([pending, rejected]) => {
      if (current) setEntries({ pending, rejected });
    });
    return () => {
      current = false;
    };
  }, [counts]);
  return { counts, entries };
}

/** 送信待ち: what the phone still has to send, and what the server refused (read, then 閉じる). */
export function OutboxPage() {
  const online = useOnline();
  const { counts, entries } = useOutboxEntries();
  const pending = entries?.pending ?? [];
  const rejected = entries?.rejected ?? [];

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeader title="送信待ち" />
      {!online && (
        <Alert severity="warning">
          オフラインです。記録はこの端末に保存されており、電波が戻ると自動で送信します。
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        startIcon={<SendOutlined />}
        disabled={pending.length === 0 || counts.sending}
        onClick={() => void driverOutbox.retryNow()}
      >
        {counts.sending ? '送信中…' : '今すぐ送信'}
      </Button>
      {entries && pending.length === 0 && rejected.length === 0 && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
          送信待ちの記録はありません。
        </Typography>
      )}
      {pending.length > 0 && (
        <section aria-label="送信待ちの記録">
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            送信待ち（{pending.length}件）
          </Typography>
          <Stack spacing={1}>
            {pending.map((entry, index) => (
              <Card key={entry.seq} variant="outlined">
                <CardContent>
                  <Typography sx={{ fontWeight: 700, fontSize: '1rem' }}>{entry.label}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {formatDateTime(new Date(entry.createdAt))}　送信の試行 {entry.attempts}回
                  </Typography>
                  {/* Entries go in order: only the first was tried last, so the last error is its. */}
                  {index === 0 && entry.attempts > 0 && counts.lastError && (
                    <Typography variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
                      {outboxErrorText(counts.lastError)}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            ))}
          </Stack>
        </section>
      )}
      {rejected.length > 0 && (
        <section aria-label="送信できなかった記録">
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            送信できなかった記録（{rejected.length}件）
          </Typography>
          <Stack spacing={1}>
            {rejected.map((entry) => (
              <Alert
                key={entry.seq}
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void driverOutbox.dismissRejected(entry.seq)}>
                    閉じる
                  </Button>
                }
              >
                <Typography sx={{ fontWeight: 700 }}>{entry.label}</Typography>
                <Typography variant="body2">{entry.message}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.8 }}>
                  {formatDateTime(new Date(entry.createdAt))}
                </Typography>
              </Alert>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}
