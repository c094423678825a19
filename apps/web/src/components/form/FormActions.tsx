import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * The submit button's text when 保存 says too little (e.g. it also sends a mail), with its text while
 * sending (保存 → 保存中…).
 */
export type SubmitLabels = { submitLabel?: string; busyLabel?: string };

type Props = SubmitLabels & {
  busy: boolean;
  onCancel: () => void;
};

/** 保存 and キャンセル under a page form, each half the width on a phone; 保存中… while sending. */
export function FormActions({ busy, onCancel, submitLabel = '保存', busyLabel = '保存中…' }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button type="submit" variant="contained" disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {busy ? busyLabel : submitLabel}
      </Button>
      <Button onClick={onCancel} disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
        キャンセル
      </Button>
    </Stack>
  );
}

/** The two-column grid of every partner form (one column on a phone). */
export const formGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  maxWidth: 880,
} as const;
