import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type TrackingLink, type TrackingLinkInput, trackingLinkLabels } from '@rikuun/contract';
import { useState } from 'react';
import { describeError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';
import {
  useCreateConsignorTrackingLinkMutation,
  useCreateTrackingLinkMutation,
} from './tracking-links.api.ts';

type Props = { name: string; create: (input: TrackingLinkInput) => Promise<TrackingLink>; busy: boolean };

/**
 * Makes a link to the stop for its recipient and shows it to copy (each 作成 makes a new link). The
 * recipient's address is optional: given, one mail goes out when the driver heads to the stop.
 */
function TrackingLinkButton({ name, create, busy }: Props) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<TrackingLink | null>(null);
  const close = () => {
    setOpen(false);
    setLink(null);
    setEmail('');
    setProblem(null);
  };
  const submit = async () => {
    if (busy) return;
    try {
      setLink(await create({ notifyEmail: email.trim() || null }));
      setProblem(null);
    } catch (error) {
      const d = describeError(error);
      setProblem(d.fieldErrors.notifyEmail?.[0] ?? d.messages[0] ?? null);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('追跡リンクをコピーしました。');
    } catch {
      notifyError('コピーできませんでした。リンクを選択してコピーしてください。');
    }
  };
  return (
    <>
      <Tooltip title="追跡リンク">
        <span>
          <IconButton size="small" aria-label={`「${name}」の追跡リンク`} onClick={() => setOpen(true)}>
            <ShareOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>追跡リンク</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            「{name}」の受取人に送ると、サインインせずにこの配送先の状況と到着予定を見られます。
          </Typography>
          {link ? (
            <>
              <TextField
                label="リンク"
                value={link.url}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                onFocus={(e) => e.target.select()}
              />
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                有効期限 {formatDateTime(link.expiresAt)}
              </Typography>
              {link.notifyEmail && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  ドライバーがこの配送先に向かい始めたら、{link.notifyEmail}{' '}
                  にリンクと到着予定をメールで一度お知らせします。
                </Typography>
              )}
            </>
          ) : (
            <TextField
              label={`${trackingLinkLabels.notifyEmail}（任意）`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              fullWidth
              error={problem !== null}
              helperText={
                problem ?? 'ドライバーがこの配送先に向かい始めたとき、リンクと到着予定を一度メールで送ります'
              }
              disabled={busy}
              sx={{ mt: 1 }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>閉じる</Button>
          {link ? (
            <Button variant="contained" onClick={() => copy(link.url)}>
              コピー
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void submit()} disabled={busy}>
              {busy ? '作成中…' : 'リンクを作成'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** On the course page's stop row (staff). */
export function StaffTrackingLinkButton(props: { courseId: string; destinationId: string; name: string }) {
  const [create, { isLoading }] = useCreateTrackingLinkMutation();
  const { courseId, destinationId } = props;
  return (
    <TrackingLinkButton
      name={props.name}
      busy={isLoading}
      create={(input) => create({ courseId, destinationId, ...input }).unwrap()}
    />
  );
}

/** On the shipper's delivery list. */
export function ConsignorTrackingLinkButton(props: { destinationId: string; name: string }) {
  const [create, { isLoading }] = useCreateConsignorTrackingLinkMutation();
  return (
    <TrackingLinkButton
      name={props.name}
      busy={isLoading}
      create={(input) => create({ destinationId: props.destinationId, ...input }).unwrap()}
    />
  );
}
