import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  type AccidentCriterion,
  accidentCriteria,
  accidentDetailsSchema,
  accidentDetailLabels as D,
  reportDeadlineOf,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { formGrid } from '../../components/form/FormActions.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import type { AccidentReportFormInput } from './accident-form-schema.ts';
import { deadlineText } from './deadline-status.ts';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 'bold', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const countProps = {
  type: 'number',
  slotProps: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
} as const;

/** The 事故報告規則 criteria that apply, as checkboxes over the list details.criteria. */
function CriteriaField() {
  const { control } = useFormContext<AccidentReportFormInput>();
  const { field } = useController({ control, name: 'details.criteria' });
  const chosen = (field.value ?? []) as AccidentCriterion[];
  const toggle = (k: AccidentCriterion, on: boolean) =>
    field.onChange(on ? [...chosen, k] : chosen.filter((c) => c !== k));
  return (
    <FormGroup
      aria-label={D.criteria}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        maxWidth: 880,
      }}
    >
      {accidentCriteria.map((k) => (
        <FormControlLabel
          key={k}
          label={D[k]}
          control={<Checkbox checked={chosen.includes(k)} onChange={(e) => toggle(k, e.target.checked)} />}
        />
      ))}
    </FormGroup>
  );
}

/** What the rules ask for, as the form stands (the server derives the same on save). */
function DeadlinePreview() {
  const [accidentDate, accidentTime, details] = useWatch<AccidentReportFormInput>({
    name: ['accidentDate', 'accidentTime', 'details'],
  });
  // Only what the rules read, so a half-typed phone number elsewhere does not hide the answer.
  const parsed = accidentDetailsSchema
    .pick({ injuries: true, vehiclesInvolved: true, criteria: true })
    .safeParse(details);
  if (!parsed.success || typeof accidentDate !== 'string' || typeof accidentTime !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(accidentDate) || !/^\d{2}:\d{2}$/.test(accidentTime)) return null;
  const flags = Object.fromEntries(parsed.data.criteria.map((k) => [k, true]));
  const deadline = reportDeadlineOf({ ...flags, ...parsed.data, accidentDate, accidentTime });
  const text = deadlineText(deadline);
  return (
    <Alert severity={deadline.kind === 'flash_24h' ? 'warning' : text ? 'info' : 'success'} sx={{ mt: 2 }}>
      {text
        ? `${text}（${deadline.reasons.join('、')}）`
        : '自動車事故報告規則による報告の対象ではありません'}
    </Alert>
  );
}

/** The details: the situation, casualties, the other party, notifications and the 事故報告規則 criteria. */
export function AccidentDetailsFields() {
  const { control } = useFormContext<AccidentReportFormInput>();
  return (
    <>
      <Section title="事故の状況">
        <Box sx={formGrid}>
          <TextFieldControl control={control} name="details.weather" label={D.weather} parse={emptyToNull} />
          <TextFieldControl
            control={control}
            name="details.roadCondition"
            label={D.roadCondition}
            parse={emptyToNull}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="details.description"
              label={D.description}
              required
              multiline
              minRows={3}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="details.cause"
              label={D.cause}
              multiline
              minRows={2}
              parse={emptyToNull}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="details.preventionMeasures"
              label={D.preventionMeasures}
              multiline
              minRows={2}
              parse={emptyToNull}
              helperText="事故の記録として3年間保存されます（指導の内容、点検の見直しなど）"
            />
          </Box>
          <TextFieldControl control={control} name="details.damage" label={D.damage} parse={emptyToNull} />
          <TextFieldControl
            control={control}
            name="details.vehiclesInvolved"
            label={D.vehiclesInvolved}
            parse={toOptionalNumber}
            {...countProps}
          />
        </Box>
      </Section>
      <Section title="死傷者">
        <Box sx={{ ...formGrid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          {(['deaths', 'serious', 'minor'] as const).map((k) => (
            <TextFieldControl
              key={k}
              control={control}
              name={`details.injuries.${k}`}
              label={`${D[k]}（名）`}
              parse={(text) => (text === '' ? 0 : Number(text))}
              {...countProps}
            />
          ))}
        </Box>
      </Section>
      <Section title="相手方">
        <Box sx={formGrid}>
          <TextFieldControl
            control={control}
            name="details.otherParty.name"
            label={D.otherPartyName}
            parse={emptyToNull}
          />
          <TextFieldControl
            control={control}
            name="details.otherParty.phone"
            label={D.otherPartyPhone}
            parse={emptyToNull}
          />
          <TextFieldControl
            control={control}
            name="details.otherParty.vehicle"
            label={D.otherPartyVehicle}
            parse={emptyToNull}
          />
          <TextFieldControl
            control={control}
            name="details.otherParty.insurer"
            label={D.otherPartyInsurer}
            parse={emptyToNull}
          />
        </Box>
      </Section>
      <Section title="届出・連絡">
        <Box sx={formGrid}>
          <SwitchControl control={control} name="details.policeReported" label="警察に届け出た" />
          <TextFieldControl
            control={control}
            name="details.policeStation"
            label={D.policeStation}
            parse={emptyToNull}
          />
          <SwitchControl control={control} name="details.insurerNotified" label="保険会社に連絡した" />
        </Box>
      </Section>
      <Section title="該当する事項（自動車事故報告規則）">
        <CriteriaField />
        <DeadlinePreview />
      </Section>
    </>
  );
}
