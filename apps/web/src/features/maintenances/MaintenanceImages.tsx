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
import { useDeleteMaintenanceImageMutation } from './maintenances.api.ts';

type Props = { vehicleId: string; maintenanceId: string; images: readonly StoredFile[] };

/** Thumbnails of a record's photos (the server's small WebP): tap to open the original, delete after confirming. */
export function MaintenanceImages({ vehicleId, maintenanceId, images }: Props) {
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [deleteImage, { isLoading }] = useDeleteMaintenanceImageMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteImage({ vehicleId, maintenanceId, imageId: deleting.id }).unwrap();
      notifySuccess('画像を削除しました');
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
        aria-label="整備記録の画像"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {images.map((image, index) => {
          const alt = `整備記録の画像（${index + 1}枚目）`;
          return (
            <Box component="li" key={image.id} sx={{ position: 'relative', width: 88, height: 88 }}>
              <ButtonBase
                aria-label={`画像を拡大（${index + 1}枚目）`}
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
                aria-label={`画像を削除（${index + 1}枚目）`}
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
        title="画像を削除しますか？"
        message="この画像を整備記録から削除します。この操作は取り消せません。"
        busy={isLoading}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
