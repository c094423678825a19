import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Spinner while loading. Its own module: the router shows it on the first load, before any page code. */
export function Loading({ label = '読み込み中…' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
}
