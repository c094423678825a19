import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while the first page loads, so the page does not jump when it arrives. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  return (
    <Stack role="status" aria-label="読み込み中" spacing={1} sx={{ p: 1.5 }}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}
