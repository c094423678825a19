import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DailyReportDayFacts,
  type DailyReportDraft,
  type DailyReportInput,
  dailyReportInput,
  feeTypeUnits,
  dailyReportLabels as L,
} from '@rikuun/contract';
import { type BaseSyntheticEvent, type ReactNode, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { DecimalField } from '../../components/form/DecimalField.tsx';
import { fieldsOf } from '../../components/form/schema-values.ts';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { DRIVER_BOTTOM_NAV_HEIGHT } from '../driver-app/index.ts';
import { DateTimeControl } from './DateTimeControl.tsx';
import { missingInForm } from './daily-report-form-values.ts';
import { yenText } from './daily-report-format.tsx';
import { useRequestDailyReportApprovalMutation, useSaveDailyReportMutation } from './daily-reports.api.ts';
import { BreakFields, DriverChangeFields, LoadingFields, WaitingFields } from './ReportListFields.tsx';

// The lists' rows show their own fields' messages (the server answers e.g. `breaks.0.end`).
const knownFields = [
  ...fieldsOf(dailyReportInput),
  ...['start', 'end', 'place'].map((f) => `breaks.*.${f}`),
  ...['place', 'arrivedAt', 'departedAt', 'loadingStartAt', 'loadingEndAt'].map(
    (f) => `waitingRecords.*.${f}`,
  ),
  ...['place', 'startAt', 'endAt', 'description'].map((f) => `loadingWork.*.${f}`),
  ...['place', 'at'].map((f) => `driverChanges.*.${f}`),
];
// The buttons stay in reach while scrolling, above the phone's bottom navigation (md and up have none).
const stickyBottom = {
  xs: `calc(${DRIVER_BOTTOM_NAV_HEIGHT + 8}px + env(safe-area-inset-bottom))`,
  md: 8,
};

function Part({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: note ? 0.5 : 2 }}>
          {title}
        </Typography>
        {note && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {note}
          </Typography>
        )}
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

type Props = {
  values: DailyReportInput;
  /** What the report is prefilled from and what its fee comes to (contract, vehicle, amounts). */
  facts: Pick<
    DailyReportDraft,
    'contractName' | 'feeType' | 'vehicleRegistrationNumber' | 'paymentAmount' | 'trackDistanceKm'
  >;
  /** The day's facts the approval checks against (from the prefill). */
  dayFacts: DailyReportDayFacts;
};

/** The driver's 日報 form: 保存 keeps a draft, 提出する saves and asks for approval. */
export function DriverDailyReportForm({ values, facts, dayFacts }: Props) {
  const [save] = useSaveDailyReportMutation();
  const [request] = useRequestDailyReportApprovalMutation();
  // Which button sent the form: 提出する also asks for approval.
  const andRequest = useRef(false);
  const { form, submit, leaveDialog } = useRecordForm({
    schema: dailyReportInput,
    defaultValues: values,
    knownFields,
    onSubmit: async (body) => {
      const requesting = andRequest.current;
      const saved = await save(body).unwrap();
      if (requesting) await request(saved.id).unwrap();
      notifySuccess(requesting ? '日報を提出しました' : '日報を保存しました');
    },
  });
  const { control, formState } = form;
  // Both buttons are disabled from the first press on; a repeated press sends nothing (submit).
  const submitAs = (requesting: boolean) => (event?: BaseSyntheticEvent) => {
    andRequest.current = requesting;
    return submit(event);
  };
  const missing = missingInForm(useWatch({ control }), facts.trackDistanceKm, dayFacts);
  const unit = facts.feeType ? feeTypeUnits[facts.feeType] : undefined;
  const big = { minHeight: 56, flex: 1, fontSize: 16 } as const;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitAs(false)}>
      <Part
        title="業務の開始・終了"
        note={`契約：${facts.contractName ?? 'なし'}　車両：${facts.vehicleRegistrationNumber ?? '—'}`}
      >
        <DateTimeControl control={control} name="startAt" label={L.startAt} />
        <TextFieldControl
          control={control}
          name="startPlace"
          label={L.startPlace}
          parse={emptyToNull}
          fullWidth
        />
        <DecimalField control={control} name="startOdometerKm" label={L.startOdometerKm} unit="km" />
        {facts.trackDistanceKm !== null && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            走行記録の距離：{facts.trackDistanceKm} km（メーターの記入がなければこの距離を記録します）
          </Typography>
        )}
        <DateTimeControl control={control} name="endAt" label={L.endAt} />
        <TextFieldControl
          control={control}
          name="endPlace"
          label={L.endPlace}
          parse={emptyToNull}
          fullWidth
        />
        <DecimalField control={control} name="endOdometerKm" label={L.endOdometerKm} unit="km" />
      </Part>
      <Part title={L.breaks}>
        <BreakFields control={control} date={values.date} />
      </Part>
      <Part title={L.waypoints}>
        <TextFieldControl
          control={control}
          name="waypoints"
          label={L.waypoints}
          parse={emptyToNull}
          multiline
          minRows={2}
          fullWidth
        />
      </Part>
      <Part title={L.driverChanges} note="他のドライバーと運転を交替したときに記録してください。">
        <DriverChangeFields control={control} />
      </Part>
      <Part title={L.loadStatus}>
        <TextFieldControl
          control={control}
          name="loadStatus"
          label={L.loadStatus}
          parse={emptyToNull}
          multiline
          minRows={2}
          fullWidth
          helperText="積荷の種類と量（車両総重量8t以上または最大積載量5t以上の車両は必須）"
        />
      </Part>
      <Part title={L.waitingRecords} note="荷主の都合による30分以上の待機を記録してください。">
        <WaitingFields control={control} />
      </Part>
      <Part title={L.loadingWork}>
        <LoadingFields control={control} />
      </Part>
      <Part title="その他">
        <TextFieldControl
          control={control}
          name="accidentOrDelay"
          label={L.accidentOrDelay}
          parse={emptyToNull}
          multiline
          minRows={2}
          fullWidth
          helperText="事故・著しい遅延があった場合は、その概要と原因"
        />
        <TextFieldControl
          control={control}
          name="instructions"
          label={L.instructions}
          parse={emptyToNull}
          multiline
          minRows={2}
          fullWidth
        />
        <DecimalField control={control} name="quantity" label={L.quantity} unit={unit} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          数量を空欄にすると、当日の記録から自動で計算します。
          {facts.paymentAmount !== null && `支払金額（見込み・税抜）：${yenText(facts.paymentAmount)}`}
        </Typography>
        <TextFieldControl
          control={control}
          name="memo"
          label={L.memo}
          parse={emptyToNull}
          multiline
          minRows={2}
          fullWidth
        />
      </Part>
      {missing.length > 0 && (
        <Alert severity="warning" role="status" aria-label="未記入の項目">
          乗務記録として必要な次の項目が未記入です。記入しないと承認されません：
          {missing.map((m) => m.label).join('、')}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ position: 'sticky', bottom: stickyBottom, zIndex: 1 }}>
        <Button
          type="submit"
          variant="outlined"
          startIcon={<SaveOutlined />}
          disabled={formState.isSubmitting}
          sx={{ ...big, bgcolor: 'background.paper' }}
        >
          保存
        </Button>
        <Button
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={formState.isSubmitting}
          onClick={submitAs(true)}
          sx={big}
        >
          提出する
        </Button>
      </Stack>
      {leaveDialog}
    </Stack>
  );
}
