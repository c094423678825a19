import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  destinationActionInput,
  destinationActionTypeLabels,
  isUndeliveredOutcome,
  destinationActionLabels as L,
  nextDestinationStatus,
  outcomeReasonSuggestions,
  signatureActionTypes,
  type UndeliveredOutcomeType,
} from '@rikuun/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DateTimeField } from '../../components/form/DateTimeField.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { outcomeValues } from './outcome-values.ts';
import { type ProofOfDelivery, recordAction } from './record-action.ts';
import { StopProofForm } from './StopProofForm.tsx';
import { useDriverCourse } from './use-driver-day.ts';

type Field = 'reason' | 'redeliveryAt' | 'deliveredQuantity';

/**
 * A stop that ends undelivered (不在, 持戻り, 再配達依頼, 一部配達, 受取拒否): the reason, the photos (the
 * 不在票, the parcel), the wished time or the pieces handed over, then one request through the outbox.
 */
export function DriverOutcomePage() {
  const { courseId = '', destinationId = '', type: typeParam = '' } = useParams();
  const { course, date, error, isLoading, refetch } = useDriverCourse(courseId);
  const [reason, setReason] = useState('');
  const [redeliveryAt, setRedeliveryAt] = useState('');
  const [quantity, setQuantity] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  if (course === undefined) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  const stop = course?.destinations.find((d) => d.id === destinationId);
  const known = isUndeliveredOutcome(typeParam as never);
  if (!course || !stop || !known) return <Alert severity="warning">この配送先は見つかりません。</Alert>;
  const type = typeParam as UndeliveredOutcomeType;
  const label = destinationActionTypeLabels[type];
  const possible = course.status !== 'cancelled' && nextDestinationStatus(stop.status, type) !== null;

  async function record(proof: ProofOfDelivery) {
    if (!stop) return false;
    const values = outcomeValues(type, { reason, redeliveryAt, quantity });
    // The contract's own rules (what each outcome needs), shown at their fields before anything is sent.
    const checked = destinationActionInput.safeParse({ type, ...values });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return false;
    }
    setErrors({});
    await recordAction(stop, type, proof, values);
    return true;
  }

  return (
    <StopProofForm
      course={course}
      stop={stop}
      date={date}
      label={label}
      possible={possible}
      withSignature={signatureActionTypes.includes(type)}
      color="warning"
      onRecord={record}
    >
      <Stack spacing={1} component="section" aria-label={L.reason}>
        <TextField
          label={type === 'absent' ? `${L.reason}（任意）` : L.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
          multiline
          fullWidth
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {outcomeReasonSuggestions[type].map((text) => (
            <Chip key={text} label={text} onClick={() => setReason(text)} sx={{ minHeight: 40 }} />
          ))}
        </Stack>
      </Stack>
      {type === 'redelivery_requested' && (
        <DateTimeField
          label={L.redeliveryAt}
          value={redeliveryAt}
          onChange={setRedeliveryAt}
          error={errors.redeliveryAt}
          fullWidth
        />
      )}
      {type === 'partial' && (
        <TextField
          label={
            stop.quantity === null ? L.deliveredQuantity : `${L.deliveredQuantity}（全${stop.quantity}個）`
          }
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={Boolean(errors.deliveredQuantity)}
          helperText={errors.deliveredQuantity}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      )}
    </StopProofForm>
  );
}
