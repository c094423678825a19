import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import type { StoredFile } from '@rikuun/contract';
import { useState } from 'react';
import { ImageViewerDialog } from '../../components/ImageViewerDialog.tsx';

/** The receipts' photos, each opening at full size. */
export function ReceiptThumbnails({ files, size = 96 }: { files: readonly StoredFile[]; size?: number }) {
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0) return null;
  const shown = open === null ? undefined : files[open];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="領収書">
      {files.map((file, i) => (
        <ButtonBase
          key={file.id}
          onClick={() => setOpen(i)}
          aria-label={`領収書${i + 1}を表示`}
          sx={{
            borderRadius: 1,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: '#fff',
            // A bare ButtonBase shows no keyboard focus of its own.
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={file.thumbnailUrl ?? file.url}
            alt={`領収書${i + 1}`}
            sx={{ width: size, height: size, objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      ))}
      <ImageViewerDialog
        src={shown?.url ?? null}
        alt={open === null ? '領収書' : `領収書${open + 1}`}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
