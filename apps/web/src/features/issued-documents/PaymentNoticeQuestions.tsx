import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_NOTICE_QUESTION_MAX_LENGTH,
  type PaymentNoticeQuestionMessage,
  paymentNoticeQuestionSideLabels,
} from '@rikuun/contract';
import { type FormEvent, useState } from 'react';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import {
  type QuestionSide,
  usePaymentNoticeQuestionQuery,
  useSendPaymentNoticeQuestionMutation,
} from './issued-documents.api.ts';

/** The questions and answers of a payment notice, oldest first; reading marks the other side's read. */
export function QuestionThread({ side, id }: { side: QuestionSide; id: string }) {
  const thread = usePaymentNoticeQuestionQuery({ side, id });
  if (thread.error) return <QueryError error={thread.error} onRetry={thread.refetch} />;
  if (!thread.data) return <Loading />;
  if (thread.data.data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        問い合わせはありません。
      </Typography>
    );
  return (
    <Stack component="ol" spacing={1} aria-label="問い合わせと回答" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {thread.data.data.map((m) => (
        <QuestionBubble key={m.id} message={m} mine={m.side === side} />
      ))}
    </Stack>
  );
}

function QuestionBubble({ message: m, mine }: { message: PaymentNoticeQuestionMessage; mine: boolean }) {
  const what = m.side === 'driver' ? '問い合わせ' : '回答';
  return (
    <Box
      component="li"
      aria-label={`${paymentNoticeQuestionSideLabels[m.side]}の${what}`}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '90%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.50' : 'action.hover',
        border: 1,
        borderColor: mine ? 'primary.light' : 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {what}・{m.authorName}（{paymentNoticeQuestionSideLabels[m.side]}）・{formatDateTime(m.createdAt)}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.message}</Typography>
      {mine && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right' }}>
          {m.readAt ? `既読 ${formatDateTime(m.readAt)}` : '未読'}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The box to write a question (the contractor) or an answer (the office). The server's message shows
 * at the field; a press while sending does nothing (one submission, one Idempotency-Key).
 */
export function QuestionForm({
  side,
  id,
  onSent,
  autoFocus,
}: {
  side: QuestionSide;
  id: string;
  onSent?: () => void;
  autoFocus?: boolean;
}) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useSendPaymentNoticeQuestionMutation();
  const label = side === 'driver' ? '問い合わせ内容' : '回答';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    try {
      await send({ side, id, message }).unwrap();
      setMessage('');
      setProblem(null);
      notifySuccess(side === 'driver' ? '問い合わせを送信しました' : '回答を送信しました');
      onSent?.();
    } catch (error) {
      const d = describeError(error);
      setProblem(d.fieldErrors.message?.[0] ?? d.messages[0] ?? null);
    }
  };
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={submit}
      aria-label={side === 'driver' ? '問い合わせる' : '回答する'}
    >
      <TextField
        label={label}
        multiline
        minRows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={problem !== null}
        helperText={problem ?? `${PAYMENT_NOTICE_QUESTION_MAX_LENGTH}文字まで`}
        disabled={isLoading}
        autoFocus={autoFocus}
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={isLoading}>
          {isLoading ? '送信中…' : side === 'driver' ? '問い合わせを送信' : '回答を送信'}
        </Button>
      </Box>
    </Stack>
  );
}
