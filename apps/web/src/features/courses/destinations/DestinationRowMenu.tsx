import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Undo from '@mui/icons-material/Undo';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';

export type RowCommand = 'edit' | 'record' | 'undo' | 'up' | 'down' | 'delete';

type Props = {
  name: string;
  /** Commands that cannot run now (nothing to undo, already first …). */
  disabled: ReadonlySet<RowCommand>;
  onCommand: (command: RowCommand) => void;
};

const items: { command: RowCommand; label: string; icon: ReactNode }[] = [
  { command: 'edit', label: '編集', icon: <EditOutlined fontSize="small" /> },
  { command: 'record', label: '実績を記録', icon: <PlaylistAddCheck fontSize="small" /> },
  { command: 'undo', label: '実績を取消', icon: <Undo fontSize="small" /> },
  { command: 'up', label: '上へ', icon: <ArrowUpward fontSize="small" /> },
  { command: 'down', label: '下へ', icon: <ArrowDownward fontSize="small" /> },
  { command: 'delete', label: '削除', icon: <DeleteOutlined fontSize="small" /> },
];

/** A stop's commands; 上へ/下へ reorder without dragging. */
export function DestinationRowMenu({ name, disabled, onCommand }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (command: RowCommand) => {
    setAnchor(null);
    onCommand(command);
  };
  return (
    <>
      <IconButton size="small" aria-label={`「${name}」の操作`} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.flatMap(({ command, label, icon }) => [
          ...(command === 'delete' || command === 'up' ? [<Divider key={`${command}-divider`} />] : []),
          <MenuItem
            key={command}
            disabled={disabled.has(command)}
            onClick={() => run(command)}
            sx={command === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={command === 'delete' ? { color: 'error.main' } : undefined}>
              {icon}
            </ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
