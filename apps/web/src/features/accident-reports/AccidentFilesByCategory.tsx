import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AccidentReportFile,
  accidentFileCategories,
  accidentFileCategoryLabels,
} from '@rikuun/contract';
import { useState } from 'react';
import { ImageViewerDialog } from '../../components/ImageViewerDialog.tsx';

const isImage = (f: AccidentReportFile) => f.contentType.startsWith('image/');

/** The report's files grouped by category: images as thumbnails that open full size, documents as links. */
export function AccidentFilesByCategory({ files }: { files: readonly AccidentReportFile[] }) {
  const [open, setOpen] = useState<AccidentReportFile | null>(null);
  if (files.length === 0) {
    return <Typography color="text.secondary">添付ファイルはありません。</Typography>;
  }
  return (
    <Stack spacing={2}>
      {accidentFileCategories.map((category) => {
        const group = files.filter((f) => f.category === category);
        if (group.length === 0) return null;
        const label = accidentFileCategoryLabels[category];
        return (
          <Box key={category} component="section" aria-label={label}>
            <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', mb: 1 }}>
              {label}（{group.length}）
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              {group.map((file) =>
                isImage(file) ? (
                  <ButtonBase
                    key={file.id}
                    onClick={() => setOpen(file)}
                    aria-label={`${file.fileName}を表示`}
                    sx={{
                      borderRadius: 1,
                      overflow: 'hidden',
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: '#fff',
                    }}
                  >
                    <Box
                      component="img"
                      src={file.thumbnailUrl ?? file.url}
                      alt={file.fileName}
                      sx={{ width: 128, height: 96, objectFit: 'cover', display: 'block' }}
                    />
                  </ButtonBase>
                ) : (
                  <Link
                    key={file.id}
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <DescriptionOutlined fontSize="small" />
                    {file.fileName}
                  </Link>
                ),
              )}
            </Stack>
          </Box>
        );
      })}
      <ImageViewerDialog
        src={open?.url ?? null}
        alt={open?.fileName ?? '画像'}
        onClose={() => setOpen(null)}
      />
    </Stack>
  );
}
