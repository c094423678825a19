import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { StoredFile } from '@rikuun/contract';
import { useState } from 'react';
import { handleError } from '../lib/errors.ts';
import { notifySuccess } from '../lib/notifier.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ImageViewerDialog } from './ImageViewerDialog.tsx';
import { thumbnailCornerButtonSx } from './overlay-button.ts';

type Props = {
  images: readonly StoredFile[];
  /** What the images are, e.g. "整備記録の画像": names the list and each image's alt text. */
  label: string;
  /** The word for one image in buttons and messages: "画像" or "写真". */
  noun: string;
  /** Shown in the confirmation, e.g. "この画像を整備記録から削除します。…" */
  confirmMessage: string;
  /** Thumbnail edge in px. */
  size: number;
  deleting: boolean;
  onDelete: (image: StoredFile) => Promise<unknown>;
};

/** A record's photos as thumbnails (the server's small WebP): tap to open the original, delete one after confirming. */
export function DeletableImageGrid({
  images,
  label,
  noun,
  confirmMessage,
  size,
  deleting: busy,
  onDelete,
}: Props) {
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await onDelete(deleting);
      notifySuccess(`${noun}を削除しました`);
    } catch (error) {
      handleError(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {images.map((image, index) => {
          const alt = `${label}（${index + 1}枚目）`;
          return (
            <Box component="li" key={image.id} sx={{ position: 'relative', width: size, height: size }}>
              <ButtonBase
                aria-label={`${noun}を拡大（${index + 1}枚目）`}
                onClick={() => setViewing({ url: image.url, alt })}
                sx={{
                  width: '100%',
                  height: '100%',
                  borderRadius: 1,
                  overflow: 'hidden',
                  bgcolor: 'action.hover',
                }}
              >
                <Box
                  component="img"
                  src={image.thumbnailUrl ?? image.url}
                  alt={alt}
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
              <IconButton
                size="small"
                aria-label={`${noun}を削除（${index + 1}枚目）`}
                onClick={() => setDeleting(image)}
                sx={thumbnailCornerButtonSx}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <ImageViewerDialog
        src={viewing?.url ?? null}
        alt={viewing?.alt ?? ''}
        onClose={() => setViewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`${noun}を削除しますか？`}
        message={confirmMessage}
        busy={busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
