import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatFileSize } from '../lib/format.ts';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-files.ts';
import { thumbnailCornerButtonSx } from './overlay-button.ts';
import type { ImageLimits, PickedImage } from './use-picked-images.ts';

type Props = ImageLimits & {
  images: readonly PickedImage[];
  problems: readonly string[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
};

/** The hidden file input sits inside the button's label, so the button opens the picker. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

function Preview({
  image,
  index,
  disabled,
  onRemove,
}: {
  image: PickedImage;
  index: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  // Most browsers other than Safari cannot draw HEIC: show its name instead of a broken image.
  const [unreadable, setUnreadable] = useState(false);
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        width: 96,
        height: 96,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      {unreadable ? (
        <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 0.5 }}>
          <ImageOutlined />
          <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
            {image.originalName}
          </Typography>
        </Stack>
      ) : (
        <Box
          component="img"
          src={image.previewUrl}
          alt={`追加する画像（${index + 1}枚目）`}
          onError={() => setUnreadable(true)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
      <IconButton
        size="small"
        aria-label={`画像を取り除く（${index + 1}枚目）`}
        disabled={disabled}
        onClick={onRemove}
        sx={thumbnailCornerButtonSx}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** Choose images (with previews, removable before upload) for any feature's image field. */
export function ImagePicker({ images, problems, disabled, onAdd, onRemove, maxCount, maxBytes }: Props) {
  const full = images.length >= maxCount;
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, columnGap: 2 }}>
        {/* The file input inside is the control that takes focus (the theme rings the label then). */}
        {/* biome-ignore lint/a11y/useValidAriaRole: undefined takes away the role="button" MUI gives a label */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled || full}
        >
          画像を選択
          <Box
            component="input"
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES}
            aria-label="画像を選択"
            disabled={disabled || full}
            sx={visuallyHidden}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              onAdd(Array.from(event.target.files ?? []));
              // Allow choosing the same file again after removing it.
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          JPEG・PNG・WebP・HEIC、1枚{formatFileSize(maxBytes)}まで、
          {maxCount}枚まで（
          {images.length}枚選択中）
        </Typography>
      </Stack>
      {problems.length > 0 && (
        <Alert severity="warning">
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
      {images.length > 0 && (
        <Box
          component="ul"
          aria-label="追加する画像"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {images.map((image, index) => (
            <Preview
              key={image.key}
              image={image}
              index={index}
              disabled={disabled}
              onRemove={() => onRemove(image.key)}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
