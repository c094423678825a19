import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROOF_IMAGE_MAX_COUNT } from '@rikuun/contract';
import { useEffect, useMemo, useState } from 'react';
import { compressPhoto, type PhotoUse } from './compress-photo.ts';

export type Photo = { id: string; blob: Blob };

type Props = {
  photos: readonly Photo[];
  onChange: (photos: Photo[]) => void;
  onBusy: (busy: boolean) => void;
  /** Receipts keep more pixels (電子帳簿保存法) than proof of delivery. */
  use?: PhotoUse;
};

/** Photos from the camera, compressed on the phone, shown with a remove button each. */
export function ProofPhotos({ photos, onChange, onBusy, use = 'proof' }: Props) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const room = PROOF_IMAGE_MAX_COUNT - photos.length;

  async function add(files: FileList | null) {
    const picked = Array.from(files ?? []).filter((f) => f.type.startsWith('image/'));
    if (picked.length === 0) return;
    setError(picked.length > room ? `写真は${PROOF_IMAGE_MAX_COUNT}枚までです。` : null);
    setWorking(true);
    onBusy(true);
    try {
      const added: Photo[] = [];
      for (const file of picked.slice(0, room)) {
        added.push({ id: crypto.randomUUID(), blob: await compressPhoto(file, use) });
      }
      onChange([...photos, ...added]);
    } catch {
      setError('写真を読み込めませんでした。もう一度撮影してください。');
    } finally {
      setWorking(false);
      onBusy(false);
    }
  }

  return (
    <Stack spacing={1.5} component="section" aria-label="写真">
      <Typography variant="h2" component="h2" sx={{ fontSize: 18 }}>
        写真（{photos.length}/{PROOF_IMAGE_MAX_COUNT}枚）
      </Typography>
      <Button
        component="label"
        variant="outlined"
        size="large"
        startIcon={<AddAPhotoOutlined />}
        disabled={working || room <= 0}
        sx={{ minHeight: 56, fontSize: 18 }}
      >
        {working ? '写真を処理中…' : '写真を撮る'}
        <input
          hidden
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          aria-label="写真を撮る"
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </Button>
      {error && <Typography sx={{ color: 'error.main' }}>{error}</Typography>}
      {photos.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {photos.map((photo, i) => (
            <Preview
              key={photo.id}
              photo={photo}
              index={i}
              onRemove={() => onChange(photos.filter((p) => p !== photo))}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function Preview({ photo, index, onRemove }: { photo: Photo; index: number; onRemove: () => void }) {
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '1',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        src={url}
        alt={`写真${index + 1}`}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <IconButton
        onClick={onRemove}
        aria-label={`写真${index + 1}を削除`}
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          width: 48,
          height: 48,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
        }}
      >
        <Close />
      </IconButton>
    </Box>
  );
}
