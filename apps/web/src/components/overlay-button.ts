import type { SxProps, Theme } from '@mui/material/styles';

/** A small round button over the corner of a thumbnail, readable on any photo. */
export const thumbnailCornerButtonSx: SxProps<Theme> = {
  position: 'absolute',
  top: 2,
  right: 2,
  bgcolor: 'rgba(0,0,0,0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
};
