import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import type { DestinationAction, StoredFile } from '@rikuun/contract';
import { useState } from 'react';
import { ImageViewerDialog } from '../../../components/ImageViewerDialog.tsx';

type Shown = { file: StoredFile; alt: string };

/** The stop's photos (a 完了's proof, a 不在票) and the 受領サイン, each opening at full size. */
export function ProofThumbnails({
  actions,
  stopName,
}: {
  actions: readonly Pick<DestinationAction, 'proofImages' | 'signatureImage'>[];
  stopName: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const shown: Shown[] = actions.flatMap((a) => [
    ...a.proofImages.map((file, i) => ({ file, alt: `「${stopName}」の配達写真${i + 1}` })),
    ...(a.signatureImage ? [{ file: a.signatureImage, alt: `「${stopName}」の受領サイン` }] : []),
  ]);
  if (shown.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="配達の証跡">
      {shown.map(({ file, alt }) => (
        <ButtonBase
          key={file.id}
          onClick={() => setOpen(file.url)}
          aria-label={`${alt}を表示`}
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#fff' }}
        >
          <Box
            component="img"
            src={file.thumbnailUrl ?? file.url}
            alt={alt}
            sx={{ width: 56, height: 56, objectFit: 'cover', display: 'block' }}
          />
        </ButtonBase>
      ))}
      <ImageViewerDialog
        src={open}
        alt={shown.find((s) => s.file.url === open)?.alt ?? '配達の証跡'}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
