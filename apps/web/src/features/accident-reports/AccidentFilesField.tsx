import Close from '@mui/icons-material/Close';
import Undo from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCIDENT_FILE_MAX_BYTES,
  ACCIDENT_FILE_MAX_COUNT,
  type AccidentFileCategory,
  type AccidentReportFile,
  accidentFileCategories,
  accidentFileCategoryLabels,
} from '@rikuun/contract';
import { FileDropZone } from '../../components/FileDropZone.tsx';
import { formatFileSize } from '../../lib/format.ts';
import type { PickedFile } from './accident-form-data.ts';

type Props = {
  existing: readonly AccidentReportFile[];
  /** Ids of saved files marked for removal on save. */
  removed: readonly string[];
  onToggleRemoved: (id: string) => void;
  added: readonly PickedFile[];
  onChangeAdded: (next: PickedFile[]) => void;
  disabled: boolean;
};

const ACCEPT = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** A new file's first guess: photos are 写真, documents その他 until chosen. */
const guess = (file: File): AccidentFileCategory => (file.type.startsWith('image/') ? 'photo' : 'other');

/** The report's files: saved ones (remove, undo) and new ones, each with its category. */
export function AccidentFilesField({
  existing,
  removed,
  onToggleRemoved,
  added,
  onChangeAdded,
  disabled,
}: Props) {
  const room = ACCIDENT_FILE_MAX_COUNT - (existing.length - removed.length) - added.length;
  const setCategory = (index: number, category: AccidentFileCategory) =>
    onChangeAdded(added.map((p, i) => (i === index ? { ...p, category } : p)));
  return (
    <Stack spacing={1.5}>
      {existing.map((file) => {
        const isRemoved = removed.includes(file.id);
        return (
          <Stack key={file.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="body2"
              sx={{ flex: 1, textDecoration: isRemoved ? 'line-through' : undefined, wordBreak: 'break-all' }}
            >
              {accidentFileCategoryLabels[file.category]}：{file.fileName}
              {isRemoved ? '（削除予定）' : ''}
            </Typography>
            <IconButton
              disabled={disabled}
              onClick={() => onToggleRemoved(file.id)}
              aria-label={isRemoved ? `${file.fileName}の削除を取り消す` : `${file.fileName}を削除`}
            >
              {isRemoved ? <Undo /> : <Close />}
            </IconButton>
          </Stack>
        );
      })}
      {added.map((picked, index) => (
        <Stack
          key={`${picked.file.name}-${picked.file.size}-${picked.file.lastModified}`}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
            {picked.file.name}（{formatFileSize(picked.file.size)}・追加）
          </Typography>
          <TextField
            select
            size="small"
            label="分類"
            value={picked.category}
            disabled={disabled}
            onChange={(event) => setCategory(index, event.target.value as AccidentFileCategory)}
            sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
          >
            {accidentFileCategories.map((c) => (
              <MenuItem key={c} value={c}>
                {accidentFileCategoryLabels[c]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            disabled={disabled}
            onClick={() => onChangeAdded(added.filter((_, i) => i !== index))}
            aria-label={`${picked.file.name}を取り消す`}
          >
            <Close />
          </IconButton>
        </Stack>
      ))}
      <FileDropZone
        label="写真・書類"
        accept={ACCEPT}
        typeNames="PDF・画像（JPEG・PNG・WebP・HEIC）"
        maxBytes={ACCIDENT_FILE_MAX_BYTES}
        maxFiles={Math.max(room, 0)}
        disabled={disabled || room <= 0}
        onFiles={(files) =>
          onChangeAdded([...added, ...files.map((file) => ({ file, category: guess(file) }))])
        }
      />
    </Stack>
  );
}
