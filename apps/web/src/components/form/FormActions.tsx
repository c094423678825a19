import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type Props = {
  busy: boolean;
  onCancel: () => void;
  /** The submit button's text, when 保存 says too little (e.g. it also sends a mail). */
  submitLabel?: string;
};

/** 保存 and キャンセル under a page form, each half the width on a phone. */
export function FormActions({ busy, onCancel, submitLabel = '保存' }: Props) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
      <Button type="submit" variant="contained" disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {submitLabel}
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
