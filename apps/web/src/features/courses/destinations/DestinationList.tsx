import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DestinationDetail } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import { StaffTrackingLinkButton } from '../../tracking-links/index.ts';
import { useDeleteDestinationMutation, useReorderDestinationsMutation } from '../destinations.api.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { possibleActionTypes } from './action-choice.ts';
import { DestinationFormDialog } from './DestinationFormDialog.tsx';
import { DestinationRow } from './DestinationRow.tsx';
import { DestinationRowMenu, type RowCommand } from './DestinationRowMenu.tsx';
import { moveItem, orderAfterDrag } from './reorder.ts';
import { screenReaderInstructions, sortAnnouncements } from './sortable-announcements.ts';
import { UndoActionDialog } from './UndoActionDialog.tsx';

type Props = {
  course: { id: string; deliveryDate: string; clientId: string | null };
  destinations: readonly DestinationDetail[];
};

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Open = { kind: 'edit' | 'record' | 'undo' | 'delete'; destination: DestinationDetail } | null;

/**
 * A course's stops in route order. Drag a row by its handle (mouse, touch, or keyboard: Space, arrows,
 * Space) or use 上へ/下へ in its menu; each move is one reorder request with every id in the new order.
 */
export function DestinationList({ course, destinations }: Props) {
  // `?destination=<id>` (配車最適化's link to a stop without coordinates) opens that stop's form.
  const [params, setParams] = useSearchParams();
  const [open, setOpenState] = useState<Open>(() => {
    const linked = destinations.find((d) => d.id === params.get('destination'));
    return linked ? { kind: 'edit', destination: linked } : null;
  });
  const setOpen = (next: Open) => {
    setOpenState(next);
    if (next === null && params.has('destination')) {
      const rest = new URLSearchParams(params);
      rest.delete('destination');
      setParams(rest, { replace: true });
    }
  };
  const [reorder, reordering] = useReorderDestinationsMutation();
  const [deleteDestination, deletion] = useDeleteDestinationMutation();
  const ids = useMemo(() => destinations.map((d) => d.id), [destinations]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(
    () =>
      sortAnnouncements(
        (id) => destinations.find((d) => d.id === id)?.name ?? '',
        (id) => ids.indexOf(String(id)) + 1,
      ),
    [destinations, ids],
  );

  const saveOrder = async (next: string[]) => {
    try {
      await reorder({ courseId: course.id, ids: next }).unwrap();
    } catch (error) {
      handleError(error);
    }
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = orderAfterDrag(ids, String(active.id), over ? String(over.id) : null);
    if (next) void saveOrder(next);
  };

  const run = (destination: DestinationDetail, index: number, command: RowCommand) => {
    if (command === 'up' || command === 'down')
      void saveOrder(moveItem(ids, index, command === 'up' ? index - 1 : index + 1));
    else setOpen({ kind: command, destination });
  };

  const confirmDelete = async (destination: DestinationDetail) => {
    try {
      await deleteDestination({ courseId: course.id, id: destination.id }).unwrap();
      notifySuccess('配送先を削除しました');
    } catch (error) {
      // 409: a stop with recorded actions stays; the server says why.
      handleError(error);
    } finally {
      setOpen(null);
    }
  };

  if (destinations.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
        配送先はまだありません。「配送先を追加」から登録してください。
      </Typography>
    );

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label="配送先" sx={{ m: 0, p: 0 }}>
            {destinations.map((destination, index) => (
              <DestinationRow
                key={destination.id}
                destination={destination}
                courseDate={course.deliveryDate}
                dragDisabled={reordering.isLoading}
                menu={
                  <Stack direction="row">
                    <StaffTrackingLinkButton
                      courseId={course.id}
                      destinationId={destination.id}
                      name={destination.name}
                    />
                    <DestinationRowMenu
                      name={destination.name}
                      disabled={disabledCommands(
                        destination,
                        index,
                        destinations.length,
                        reordering.isLoading,
                      )}
                      onCommand={(command) => run(destination, index, command)}
                    />
                  </Stack>
                }
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {open?.kind === 'edit' && (
        <DestinationFormDialog
          courseId={course.id}
          clientId={course.clientId}
          destination={open.destination}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'record' && (
        <ActionDialog courseId={course.id} destination={open.destination} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'undo' && (
        <UndoActionDialog
          courseId={course.id}
          courseDate={course.deliveryDate}
          destination={open.destination}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title="配送先を削除しますか？"
        message={
          open?.kind === 'delete'
            ? `「${open.destination.name}」を削除します。この操作は取り消せません。`
            : ''
        }
        busy={deletion.isLoading}
        onConfirm={() => open && void confirmDelete(open.destination)}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

function disabledCommands(
  d: DestinationDetail,
  index: number,
  count: number,
  busy: boolean,
): Set<RowCommand> {
  const off = new Set<RowCommand>();
  if (possibleActionTypes(d.status).length === 0) off.add('record');
  if (d.actions.length === 0) off.add('undo');
  if (busy || index === 0) off.add('up');
  if (busy || index === count - 1) off.add('down');
  return off;
}
