import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type Course, undeliveredDestinationStatuses } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import { describeError, handleError } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useCarryOverCourseMutation } from './courses.api.ts';
import { DestinationStatusChip } from './destinations/DestinationChips.tsx';
import { useListDestinationsQuery } from './destinations.api.ts';

/** What the carry-over takes: the stops not done and those ended undelivered (不在, 持戻り…). */
function CarriedStops({ courseId, includeArrived }: { courseId: string; includeArrived: boolean }) {
  const { data } = useListDestinationsQuery(courseId);
  if (!data) return null;
  const carried = data.data.filter(
    (d) =>
      d.status === 'pending' ||
      (d.status === 'arrived' && includeArrived) ||
      undeliveredDestinationStatuses.includes(d.status),
  );
  if (carried.length === 0) return null;
  return (
    <section aria-label="繰り越す配送先">
      <Typography variant="subtitle2" component="h3">
        繰り越す配送先（{carried.length}件）
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 0, my: 0.5, listStyle: 'none' }}>
        {carried.map((d) => (
          <Stack component="li" key={d.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ minWidth: 24 }}>
              {d.sequence}.
            </Typography>
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {d.name}
            </Typography>
            <DestinationStatusChip status={d.status} />
          </Stack>
        ))}
      </Stack>
    </section>
  );
}

type Props = { course: { id: string; name: string; deliveryDate: string }; onClose: () => void };

/**
 * 繰越: the course's unfinished stops go to a new course on the chosen day (the next day by default);
 * a course with nothing done moves there whole. Stops with 到着 recorded go only when chosen: the
 * server names them (409 at includeArrived), shown here beside the choice.
 */
export function CarryOverDialog({ course, onClose }: Props) {
  const [deliveryDate, setDeliveryDate] = useState<string | undefined>(addDays(course.deliveryDate, 1));
  const [includeArrived, setIncludeArrived] = useState(false);
  const [arrivedMessage, setArrivedMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<Course | null>(null);
  const [carryOver, { isLoading }] = useCarryOverCourseMutation();

  const submit = async () => {
    if (!deliveryDate) return;
    try {
      setCreated(await carryOver({ id: course.id, body: { deliveryDate, includeArrived } }).unwrap());
    } catch (error) {
      const arrived = describeError(error).fieldErrors.includeArrived?.[0];
      if (arrived) setArrivedMessage(arrived);
      else handleError(error);
    }
  };

  if (created?.id === course.id)
    return (
      <ActionDialog
        title="コースを移しました"
        submitLabel="閉じる"
        cancelLabel={null}
        busy={false}
        onSubmit={onClose}
        onClose={onClose}
      >
        <Alert severity="success">
          作業が始まっていなかったため、コース「{created.name}」をそのまま{formatDate(created.deliveryDate)}
          に移しました。
        </Alert>
      </ActionDialog>
    );

  if (created)
    return (
      <ActionDialog
        title="繰越しました"
        submitLabel="閉じる"
        cancelLabel={null}
        busy={false}
        onSubmit={onClose}
        onClose={onClose}
      >
        <Alert severity="success">
          未完了の配送先を{formatDate(created.deliveryDate)}のコース「{created.name}」に繰り越しました。
        </Alert>
        <Button component={RouterLink} to={`/courses/${created.id}`} onClick={onClose}>
          繰越先のコースを開く
        </Button>
      </ActionDialog>
    );

  return (
    <ActionDialog
      title={`「${course.name}」を繰越`}
      submitLabel="繰越"
      busy={isLoading}
      ready={deliveryDate !== undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">
        完了していない配送先と、不在・持戻り・再配達依頼・一部配達で終わった配送先を、選んだ日の新しいコースに移します。完了した配送先はこのコースに残り、このコースは残った配送先の数で完了になります。作業が始まっていないコースは、コースごと移します。
      </Typography>
      <CarriedStops courseId={course.id} includeArrived={includeArrived} />
      <ListDateFilter label="繰越先の配送日" value={deliveryDate} onChange={setDeliveryDate} />
      <FormControlLabel
        control={
          <Checkbox checked={includeArrived} onChange={(event) => setIncludeArrived(event.target.checked)} />
        }
        label="到着済みの配送先も繰り越す"
      />
      {arrivedMessage && !includeArrived && <Alert severity="warning">{arrivedMessage}</Alert>}
    </ActionDialog>
  );
}
