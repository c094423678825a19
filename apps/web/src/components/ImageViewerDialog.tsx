import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';

type Props = { src: string | null; alt: string; onClose: () => void };

/** A stored image at full size (signed URL straight into <img>). */
export function ImageViewerDialog({ src, alt, onClose }: Props) {
  return (
    <Dialog open={src !== null} onClose={onClose} maxWidth="lg" aria-label={alt}>
      <DialogContent sx={{ p: 1 }}>
        {src && (
          <Box
            component="img"
            src={src}
            alt={alt}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 'calc(100dvh - 160px)', mx: 'auto' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={src ?? undefined} target="_blank" rel="noopener">
          新しいタブで開く
        </Button>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
