import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SEAL_IMAGE_MAX_BYTES, type StoredFile } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { formatFileSize } from '../../lib/format.ts';
import { detectImageType } from '../../lib/image-files.ts';

const hidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** A picked PNG or JPEG renamed image.{ext}, or the message why it cannot be the seal. */
export async function toSealFile(file: File): Promise<File | string> {
  if (file.size > SEAL_IMAGE_MAX_BYTES)
    return `${formatFileSize(SEAL_IMAGE_MAX_BYTES)}以下の画像を選択してください`;
  const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type || (type.ext !== 'png' && type.ext !== 'jpg')) return 'PNGまたはJPEG形式の画像を選択してください';
  return new File([file], `image.${type.ext}`, { type: type.contentType });
}

function SealPreview({ src, label }: { src: string; label: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={label}
      sx={{
        width: 120,
        height: 120,
        objectFit: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        display: 'block',
      }}
    />
  );
}

type Props = {
  current: StoredFile | null;
  picked: File | null;
  deleting: boolean;
  disabled: boolean;
  onPick: (file: File | null) => void;
  onDelete: (deleting: boolean) => void;
};

/** 社印: the stored seal, a new one previewed before it is uploaded, or the choice to remove it. */
export function SealImageField({ current, picked, deleting, disabled, onPick, onDelete }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!picked) return setPreviewUrl(null);
    const url = URL.createObjectURL(picked);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await toSealFile(file);
    if (typeof result === 'string') {
      setProblem(result);
      return;
    }
    setProblem(null);
    onPick(result);
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            登録済みの社印
          </Typography>
          {current && !deleting ? (
            <SealPreview src={current.thumbnailUrl ?? current.url} label="登録済みの社印" />
          ) : (
            <Typography sx={{ py: 2 }}>{deleting ? '保存すると削除されます' : '未登録'}</Typography>
          )}
        </Box>
        {previewUrl && (
          <Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              新しい社印（保存すると置き換わります）
            </Typography>
            <SealPreview src={previewUrl} label="新しい社印のプレビュー" />
          </Box>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {/* The file input inside is the control that takes focus (the theme rings the label then). */}
        {/* biome-ignore lint/a11y/useValidAriaRole: undefined takes away the role="button" MUI gives a label */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled}
        >
          画像を選択
          <Box
            component="input"
            type="file"
            accept="image/png,image/jpeg"
            aria-label="社印の画像を選択"
            disabled={disabled}
            sx={hidden}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {picked && (
          <Button onClick={() => onPick(null)} disabled={disabled}>
            選択を取り消す
          </Button>
        )}
        {current && !picked && (
          <Button color="error" onClick={() => onDelete(!deleting)} disabled={disabled}>
            {deleting ? '削除を取り消す' : '社印を削除'}
          </Button>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          PNG・JPEG、{formatFileSize(SEAL_IMAGE_MAX_BYTES)}
          まで。背景が白か透明の正方形の画像がきれいに印刷されます。
        </Typography>
      </Stack>
      {problem && <Alert severity="warning">{problem}</Alert>}
    </Stack>
  );
}
