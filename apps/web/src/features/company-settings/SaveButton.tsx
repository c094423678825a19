import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A section's own 保存 (each section saves on its own): disabled and 保存中… while sending. */
export function SaveButton({ busy }: { busy: boolean }) {
  return (
    <Stack direction="row" sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={busy} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {busy ? '保存中…' : '保存'}
      </Button>
    </Stack>
  );
}
