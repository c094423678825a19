import ContentCopy from '@mui/icons-material/ContentCopy';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Redo from '@mui/icons-material/Redo';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Course } from '@rikuun/contract';
import { useState } from 'react';
import { CarryOverDialog } from './CarryOverDialog.tsx';
import { CopyCourseDialog } from './CopyCourseDialog.tsx';

/** The course's less frequent actions: コピー (定期便) and 繰越. */
export function CourseMoreMenu({ course }: { course: Course }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<'copy' | 'carry-over' | null>(null);
  const choose = (dialog: 'copy' | 'carry-over') => {
    setAnchor(null);
    setOpen(dialog);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<MoreHoriz />} onClick={(e) => setAnchor(e.currentTarget)}>
        その他
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('copy')}>
          <ListItemIcon>
            <ContentCopy fontSize="small" />
          </ListItemIcon>
          <ListItemText>コピー（定期便）</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('carry-over')}>
          <ListItemIcon>
            <Redo fontSize="small" />
          </ListItemIcon>
          <ListItemText>未完了の配送先を繰越</ListItemText>
        </MenuItem>
      </Menu>
      {open === 'copy' && <CopyCourseDialog course={course} onClose={() => setOpen(null)} />}
      {open === 'carry-over' && <CarryOverDialog course={course} onClose={() => setOpen(null)} />}
    </>
  );
}
