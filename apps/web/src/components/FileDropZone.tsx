import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { formatFileSize } from '../lib/format.ts';
import { sortFiles } from './file-acceptance.ts';

type Props = {
  /** What to drop, e.g. 「CSVファイル」. */
  label: string;
  /** MIME types or extensions, as for <input accept>: ['.csv', 'text/csv'], ['application/pdf', 'image/*']. */
  accept: readonly string[];
  /** Shown to the user, e.g. 「CSV」「PDF・画像」. */
  typeNames: string;
  maxBytes: number;
  /** How many more files may be added (1 for a single file). */
  maxFiles?: number;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

/**
 * A drop zone for documents and CSVs (images have ImagePicker): drop files, or click it, or focus it
 * and press Enter or Space to choose. Files of the wrong type or size are listed, not passed on.
 */
export function FileDropZone({
  label,
  accept,
  typeNames,
  maxBytes,
  maxFiles = 1,
  disabled = false,
  onFiles,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const take = (files: File[]) => {
    const sorted = sortFiles(files, accept, maxBytes, maxFiles);
    setProblems(sorted.problems);
    if (sorted.accepted.length > 0) onFiles(sorted.accepted);
  };
  const open = () => {
    if (!disabled) input.current?.click();
  };

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
        // Named by what it shows (the action, then the kinds and sizes), as WCAG 2.5.3 asks.
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) take(Array.from(event.dataTransfer.files));
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <UploadFileOutlined color={over ? 'primary' : 'action'} />
        <Typography>{label}をここにドロップするか、クリックして選択してください</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {typeNames}、1ファイル{formatFileSize(maxBytes)}まで{maxFiles > 1 ? `、${maxFiles}件まで` : ''}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple={maxFiles > 1}
        accept={accept.join(',')}
        onChange={(event) => {
          take(Array.from(event.target.files ?? []));
          // Allow choosing the same file again.
          event.target.value = '';
        }}
      />
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {problems.map((problem) => (
            <div key={problem}>{problem}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
