import { useDraggable } from '@dnd-kit/core';
import MoreVert from '@mui/icons-material/MoreVert';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type CourseSummary, courseWarningLabels } from '@rikuun/contract';
import { memo, type PointerEvent, useCallback, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { CourseProgress, CourseStatusChip } from '../course-columns.tsx';
import { type CardAction, cardActionLabels, cardActions } from './card-actions.ts';
import { timeRange } from './course-display.ts';
import type { SelectionStore } from './selection-store.ts';

/** Pointer presses on the card's controls (and its menu, a portal) do not start a drag. */
const keepPointer = { onPointerDown: (event: PointerEvent) => event.stopPropagation() };

type Props = {
  course: CourseSummary;
  selection: SelectionStore;
  onAction: (action: CardAction, course: CourseSummary) => void;
};

/**
 * The card's face, also shown under the pointer while dragging. Compact, so that a week fits a 1440 px
 * desk: only the name leaves room for the checkbox and the menu; the warning and 通知済 marks sit on
 * the time line, the status and the progress share the last one.
 */
export function CourseCardFace({ course }: { course: CourseSummary }) {
  const warnings = course.warnings.map((w) => courseWarningLabels[w]);
  return (
    <>
      <Typography
        variant="body2"
        sx={{ fontWeight: 700, lineHeight: 1.3, pl: 2.75, pr: 2.5 }}
        noWrap
        title={course.name}
      >
        {course.name}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.25 }}>
        <Typography
          variant="caption"
          component="div"
          sx={{ color: 'text.secondary', lineHeight: 1.4, flexGrow: 1, minWidth: 0 }}
          noWrap
        >
          {timeRange(course.startTime, course.endTime) || '時間未定'}
        </Typography>
        {warnings.length > 0 && (
          <Tooltip title={warnings.join('\n')} slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}>
            <WarningAmber color="warning" sx={{ fontSize: 16 }} aria-label={warnings.join('、')} role="img" />
          </Tooltip>
        )}
        {course.assignmentNotifiedAt && (
          <Tooltip title={`通知済 ${formatDateTime(course.assignmentNotifiedAt)}`}>
            <NotificationsActiveOutlined
              color="success"
              sx={{ fontSize: 16 }}
              aria-label="通知済"
              role="img"
            />
          </Tooltip>
        )}
      </Stack>
      <Typography
        variant="caption"
        component="div"
        noWrap
        sx={{ lineHeight: 1.4, color: course.vehicleRegistrationNumber ? 'text.primary' : 'warning.dark' }}
      >
        {course.vehicleRegistrationNumber ?? '車両未割当'}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mt: 0.25 }}>
        <CourseStatusChip status={course.status} carriedOverCount={course.carriedOverCount} />
        <Box sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden' }}>
          <CourseProgress course={course} width="100%" />
        </Box>
      </Stack>
    </>
  );
}

/**
 * One course in a cell: dragged with the pointer, or focused and moved with Space and the arrow keys
 * (dnd-kit's keyboard sensor); its checkbox selects it, its ⋮ menu offers the same moves and more.
 */
export const CourseCard = memo(function CourseCard({ course, selection, onAction }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: course.id,
    data: { course },
    // A group, not a button: the card holds its own checkbox and menu button.
    attributes: { role: 'group', roleDescription: '移動できるコース' },
  });
  // The card itself is the handle: keys pressed on its checkbox or menu button do not pick it up.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      setActivatorNodeRef(node);
    },
    [setNodeRef, setActivatorNodeRef],
  );
  const selected = useSyncExternalStore(selection.subscribe, () => selection.has(course.id));
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const act = (action: CardAction) => {
    setMenuAnchor(null);
    onAction(action, course);
  };

  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-course-id={course.id}
      {...attributes}
      {...listeners}
      aria-label={course.name}
      sx={{
        position: 'relative',
        p: 0.75,
        mb: 0.5,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : 1,
        borderColor: selected ? 'primary.main' : course.warnings.length > 0 ? 'warning.main' : 'divider',
        bgcolor: selected
          ? 'action.selected'
          : course.status === 'cancelled'
            ? 'action.hover'
            : 'background.paper',
        touchAction: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => selection.toggle(course.id)}
        {...keepPointer}
        slotProps={{ input: { 'aria-label': `${course.name}を選択` } }}
        sx={{ position: 'absolute', left: 0, top: 0, p: 0.5 }}
      />
      <IconButton
        size="small"
        aria-label={`${course.name}の操作`}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        {...keepPointer}
        sx={{ position: 'absolute', right: 0, top: 0, p: 0.25 }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <CourseCardFace course={course} />
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        {...keepPointer}
      >
        {cardActions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => act(action)}
            sx={action === 'delete' ? { color: 'error.main' } : {}}
          >
            <ListItemText>{cardActionLabels[action]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
});
