import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COURSE_MESSAGE_IMAGE_MAX_BYTES,
  COURSE_MESSAGE_MAX_IMAGES,
  type CourseMessage,
  courseMessageSideLabels,
} from '@rikuun/contract';
import { type FormEvent, useState } from 'react';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { usePickedImages } from '../../components/use-picked-images.ts';
import { describeError } from '../../lib/errors.ts';
import { formatDateTime, pad, partsOf } from '../../lib/format.ts';
import {
  type MessageSide,
  useCourseMessagesQuery,
  useSendCourseMessageMutation,
} from './course-messages.api.ts';

/** While the thread is open, how often it asks for new messages and receipts. */
const REFRESH_MS = 30_000;

const clock = (instant: string) => {
  const p = partsOf(instant);
  return p ? `${p.hour}:${pad(p.minute)}` : '';
};

/**
 * The messages of a course between the office and its driver, oldest first, and a box to write one
 * with photos. Opening it marks the other side's messages read; one's own show 既読 once read.
 */
export function CourseMessages({ side, courseId }: { side: MessageSide; courseId: string }) {
  const thread = useCourseMessagesQuery({ side, courseId }, { pollingInterval: REFRESH_MS });
  return (
    <Stack spacing={1.5}>
      {thread.data ? (
        thread.data.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            まだメッセージはありません。
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} aria-label="メッセージ" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {thread.data.data.map((m) => (
              <MessageBubble key={m.id} message={m} mine={m.side === side} />
            ))}
          </Stack>
        )
      ) : thread.error ? (
        <QueryError error={thread.error} onRetry={thread.refetch} />
      ) : (
        <Loading />
      )}
      <MessageForm side={side} courseId={courseId} />
    </Stack>
  );
}

function MessageBubble({ message: m, mine }: { message: CourseMessage; mine: boolean }) {
  return (
    <Box
      component="li"
      aria-label={`${courseMessageSideLabels[m.side]}のメッセージ`}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.50' : 'action.hover',
        border: 1,
        borderColor: mine ? 'primary.light' : 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {m.senderName}（{courseMessageSideLabels[m.side]}）・{formatDateTime(m.createdAt)}
      </Typography>
      {m.body && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Typography>}
      {m.images.length > 0 && (
        <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {m.images.map((image) => (
            <a key={image.id} href={image.url} target="_blank" rel="noopener noreferrer">
              <Box
                component="img"
                src={image.thumbnailUrl ?? image.url}
                alt={image.fileName}
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
              />
            </a>
          ))}
        </Stack>
      )}
      {mine && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'right' }}>
          {m.readAt ? `既読 ${clock(m.readAt)}` : '未読'}
        </Typography>
      )}
    </Box>
  );
}

function MessageForm({ side, courseId }: { side: MessageSide; courseId: string }) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const picked = usePickedImages({
    maxCount: COURSE_MESSAGE_MAX_IMAGES,
    maxBytes: COURSE_MESSAGE_IMAGE_MAX_BYTES,
  });
  const [send, { isLoading }] = useSendCourseMessageMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    try {
      await send({ side, courseId, body, images: picked.images.map((i) => i.file) }).unwrap();
      setBody('');
      setProblem(null);
      picked.clear();
    } catch (error) {
      const d = describeError(error);
      setProblem(d.fieldErrors.body?.[0] ?? d.fieldErrors.images?.[0] ?? d.messages[0] ?? null);
    }
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} aria-label="メッセージを送る">
      <TextField
        label="メッセージ"
        multiline
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
        disabled={isLoading}
      />
      <ImagePicker
        images={picked.images}
        problems={picked.problems}
        disabled={isLoading}
        onAdd={(files) => void picked.add(files)}
        onRemove={picked.remove}
        maxCount={COURSE_MESSAGE_MAX_IMAGES}
        maxBytes={COURSE_MESSAGE_IMAGE_MAX_BYTES}
      />
      <Box>
        <Button type="submit" variant="contained" startIcon={<Send />} disabled={isLoading}>
          {isLoading ? '送信中…' : '送信'}
        </Button>
      </Box>
    </Stack>
  );
}
