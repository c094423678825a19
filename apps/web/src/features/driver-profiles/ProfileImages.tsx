import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import type { StoredFile } from '@rikuun/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ImageViewerDialog } from '../../components/ImageViewerDialog.tsx';
import { thumbnailCornerButtonSx } from '../../components/overlay-button.ts';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useDeleteDriverProfileImageMutation } from './driver-profiles.api.ts';

type Props = { driverId: string; images: readonly StoredFile[] };

/** The profile's photos as thumbnails: tap to open the original, delete one after confirming. */
export function ProfileImages({ driverId, images }: Props) {
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [deleteImage, { isLoading }] = useDeleteDriverProfileImageMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteImage({ driverId, imageId: deleting.id }).unwrap();
      notifySuccess('写真を削除しました');
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
        aria-label="プロフィールの写真"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {images.map((image, index) => {
          const alt = `プロフィールの写真（${index + 1}枚目）`;
          return (
            <Box component="li" key={image.id} sx={{ position: 'relative', width: 96, height: 96 }}>
              <ButtonBase
                aria-label={`写真を拡大（${index + 1}枚目）`}
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
                aria-label={`写真を削除（${index + 1}枚目）`}
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
        title="写真を削除しますか？"
        message="この写真を詳細プロフィールから削除します。この操作は取り消せません。"
        busy={isLoading}
        destructive
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
