import Typography from '@mui/material/Typography';
import type { CalendarQuery, CourseSummary } from '@rikuun/contract';
import { useState } from 'react';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { ListDateFilter } from '../../../components/ListDateFilter.tsx';
import { OptionPicker } from './OptionPicker.tsx';
import { useMoveCourse } from './use-move-course.ts';
import { NO_OPTIONS, useDriverOptions, useVehicleOptions } from './use-options.ts';

type Props = { course: CourseSummary; calendarArgs?: CalendarQuery; onClose: () => void };

/** 「移動…」: another driver (or 未割当) and/or another day, for those who do not drag. */
export function MoveCourseDialog({ course, calendarArgs, onClose }: Props) {
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const [driverId, setDriverId] = useState<string | null>(course.driverId);
  const [deliveryDate, setDeliveryDate] = useState<string | undefined>(course.deliveryDate);
  const { move, isMoving } = useMoveCourse(calendarArgs);
  const submit = async () => {
    if (!deliveryDate) return;
    if (await move(course.id, { driverId, deliveryDate })) onClose();
  };
  return (
    <ActionDialog
      title={`「${course.name}」を移動`}
      submitLabel="移動"
      busy={isMoving}
      ready={deliveryDate !== undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <OptionPicker
        label="ドライバー"
        options={drivers}
        value={driverId}
        onChange={setDriverId}
        placeholder="未割当"
        autoFocus
      />
      <ListDateFilter label="配送日" value={deliveryDate} onChange={setDeliveryDate} />
    </ActionDialog>
  );
}

/** 「車両を割り当て…」: the vehicle of the course (or none). */
export function AssignVehicleDialog({ course, calendarArgs, onClose }: Props) {
  const vehicles = useVehicleOptions() ?? NO_OPTIONS;
  const [vehicleId, setVehicleId] = useState<string | null>(course.vehicleId);
  const { move, isMoving } = useMoveCourse(calendarArgs);
  const submit = async () => {
    if (
      await move(course.id, { vehicleId }, vehicleId ? '車両を割り当てました' : '車両の割り当てを外しました')
    )
      onClose();
  };
  return (
    <ActionDialog
      title={`「${course.name}」の車両`}
      submitLabel="割り当て"
      busy={isMoving}
      onSubmit={submit}
      onClose={onClose}
    >
      <OptionPicker
        label="車両"
        options={vehicles}
        value={vehicleId}
        onChange={setVehicleId}
        placeholder="未割当"
        autoFocus
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        同じ日に同じ車両を使うコースがあると、カードに注意マークが付きます。
      </Typography>
    </ActionDialog>
  );
}
