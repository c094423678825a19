import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import {
  type DurationField,
  defaultRoutingDurationSettings,
  minutesAmount,
  type RoutingDurationKey,
  type RoutingDurationSettings,
  type RoutingDurationSettingsInput,
  routingDurationFields,
  routingDurationSettingsInput,
} from '@rikuun/contract';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveRoutingDurationSettingsMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

const keys = Object.keys(routingDurationFields) as RoutingDurationKey[];

/**
 * Under each field: minutes in hours and minutes (「780分」 reads as 「13時間」), then the standard value
 * and the range in the same words.
 */
function helpOf(f: DurationField, standard: number, value: unknown): string {
  if (f.unit !== '分') return `標準 ${standard}${f.unit}（${f.min}〜${f.max}）`;
  const now =
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? `${minutesAmount(value)}・` : '';
  return `${now}標準 ${minutesAmount(standard)}（${minutesAmount(f.min)}〜${minutesAmount(f.max)}）`;
}

const toInput = (s: RoutingDurationSettings): RoutingDurationSettingsInput =>
  Object.fromEntries(keys.map((key) => [key, s[key]])) as RoutingDurationSettingsInput;

/** 所要時間設定: speeds and times the route optimizer and estimated arrival times use. */
export function RoutingDurationSection({
  settings,
  onDirty,
}: {
  settings: RoutingDurationSettings;
  onDirty: ReportDirty;
}) {
  const [save] = useSaveRoutingDurationSettingsMutation();
  const { form, submit, submitting } = useSchemaForm({
    schema: routingDurationSettingsInput,
    defaultValues: toInput(settings),
    knownFields: keys,
    onSubmit: async (values) => {
      form.reset(toInput(await save(values).unwrap()));
      notifySuccess('所要時間設定を保存しました');
    },
  });
  const { control } = form;
  const values = useWatch({ control });
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty('routing', isDirty && !submitting), [onDirty, isDirty, submitting]);

  return (
    <SettingsSection
      id="company-routing"
      title="所要時間設定"
      description={
        settings.saved
          ? '配車の最適化と到着予定時刻の計算に使います。'
          : '配車の最適化と到着予定時刻の計算に使います。現在は標準値です。'
      }
    >
      <Box component="form" noValidate onSubmit={submit} aria-label="所要時間設定">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          }}
        >
          {keys.map((key) => {
            const f = routingDurationFields[key];
            return (
              <TextFieldControl
                key={key}
                control={control}
                name={key}
                label={f.label}
                type="number"
                parse={toOptionalNumber}
                helperText={helpOf(f, defaultRoutingDurationSettings[key], values[key])}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">{f.unit}</InputAdornment> },
                  htmlInput: {
                    min: f.min,
                    max: f.max,
                    step: f.step,
                    inputMode: f.step < 1 ? 'decimal' : 'numeric',
                  },
                }}
              />
            );
          })}
        </Box>
        <SaveButton busy={submitting} />
      </Box>
    </SettingsSection>
  );
}
