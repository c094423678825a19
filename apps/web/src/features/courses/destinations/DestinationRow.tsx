import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DestinationDetail, geocodeStatusLabels, destinationLabels as L } from '@rikuun/contract';
import type { ReactNode } from 'react';
import { formatEta, formatLoad } from '../course-format.ts';
import { timeRange } from '../dispatch/course-display.ts';
import { ActionChips, DestinationStatusChip, DestinationTypeChip } from './DestinationChips.tsx';
import { ProofThumbnails } from './ProofThumbnails.tsx';

type Props = {
  destination: DestinationDetail;
  courseDate: string;
  /** The row's menu button (編集, 実績を記録 …). */
  menu: ReactNode;
  /** While a reorder is on its way, the handles rest. */
  dragDisabled: boolean;
};

/** One stop of the course: its place, what and where, when, and what was done there. */
export function DestinationRow({ destination: d, courseDate, menu, dragDisabled }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: d.id, disabled: dragDisabled });
  const address = [d.address1, d.address2].filter(Boolean).join(' ');
  const timeWindow = timeRange(d.timeWindowStart, d.timeWindowEnd);
  const load = formatLoad(d.quantity, d.weightKg);
  const eta = formatEta(d.eta);
  const located = d.latitude !== null && d.longitude !== null;

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-destination-id={d.id}
      aria-label={`${d.sequence}. ${d.name}`}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 1,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={`「${d.name}」の順番を変える`}
        disabled={dragDisabled}
        sx={{ cursor: 'grab', touchAction: 'none', mt: 0.25 }}
        {...attributes}
        {...listeners}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 28,
          height: 28,
          mt: 0.25,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          fontWeight: 700,
          fontSize: 13,
        }}
      >
        {d.sequence}
      </Box>
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <DestinationTypeChip type={d.type} />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.name}</Typography>
          <DestinationStatusChip status={d.status} />
        </Stack>
        {address && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {address}
          </Typography>
        )}
        {!located && (
          <Typography variant="body2" sx={{ color: 'warning.main' }}>
            位置未取得（{geocodeStatusLabels[d.geocodeStatus]}）
          </Typography>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}>
          {timeWindow && <Detail label="指定時間" value={timeWindow} />}
          {load && <Detail label="荷物" value={load} />}
          {eta && <Detail label={L.eta} value={eta} />}
        </Stack>
        <ActionChips actions={d.actions} courseDate={courseDate} />
        <ProofThumbnails actions={d.actions} stopName={d.name} />
      </Stack>
      {menu}
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Box>
      {value}
    </Typography>
  );
}
