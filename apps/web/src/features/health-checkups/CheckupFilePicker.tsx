import Close from '@mui/icons-material/Close';
import Undo from '@mui/icons-material/Undo';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  HEALTH_CHECKUP_FILE_MAX_BYTES,
  HEALTH_CHECKUP_FILE_MAX_COUNT,
  type HealthCheckupFile,
} from '@rikuun/contract';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { formatFileSize } from '../../lib/format.ts';

type Props = {
  existing: readonly HealthCheckupFile[];
  /** Ids of existing files marked for removal on save. */
  removed: readonly string[];
  onToggleRemoved: (id: string) => void;
  added: readonly File[];
  onAdd: (files: File[]) => void;
  onRemoveAdded: (index: number) => void;
  disabled: boolean;
};

/** The files of a checkup being edited: the saved ones (mark to remove, undo) and new ones to upload. */
export function CheckupFilePicker({
  existing,
  removed,
  onToggleRemoved,
  added,
  onAdd,
  onRemoveAdded,
  disabled,
}: Props) {
  const room = HEALTH_CHECKUP_FILE_MAX_COUNT - (existing.length - removed.length) - added.length;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
        結果ファイル
      </Typography>
      {(existing.length > 0 || added.length > 0) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {existing.map((file) => {
            const isRemoved = removed.includes(file.id);
            return (
              <Chip
                key={file.id}
                label={isRemoved ? `${file.fileName}（削除予定）` : file.fileName}
                variant={isRemoved ? 'outlined' : 'filled'}
                sx={isRemoved ? { textDecoration: 'line-through' } : undefined}
                onDelete={disabled ? undefined : () => onToggleRemoved(file.id)}
                deleteIcon={
                  isRemoved ? (
                    <Undo aria-label={`${file.fileName}の削除を取り消す`} />
                  ) : (
                    <Close aria-label={`${file.fileName}を削除`} />
                  )
                }
              />
            );
          })}
          {added.map((file, index) => (
            <Chip
              key={`${file.name}-${file.size}-${file.lastModified}`}
              color="primary"
              label={`${file.name}（${formatFileSize(file.size)}・追加）`}
              onDelete={disabled ? undefined : () => onRemoveAdded(index)}
              deleteIcon={<Close aria-label={`${file.name}を取り消す`} />}
            />
          ))}
        </Stack>
      )}
      <FileDropZone
        label="結果ファイル"
        accept={['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']}
        typeNames="PDF・画像（JPEG・PNG・WebP・HEIC）"
        maxBytes={HEALTH_CHECKUP_FILE_MAX_BYTES}
        maxFiles={Math.max(room, 0)}
        disabled={disabled || room <= 0}
        onFiles={onAdd}
      />
    </Stack>
  );
}
