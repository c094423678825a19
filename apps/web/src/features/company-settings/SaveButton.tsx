import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A section's own 保存 (each section saves on its own). */
export function SaveButton({ disabled, label = '保存' }: { disabled: boolean; label?: string }) {
  return (
    <Stack direction="row" sx={{ mt: 2 }}>
      <Button type="submit" variant="contained" disabled={disabled} sx={{ flex: { xs: 1, sm: 'none' } }}>
        {label}
      </Button>
    </Stack>
  );
}
