import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDays,
  courseOfferInput,
  courseOfferLabels as L,
  latestPaymentDueOn,
  type OfferAudience,
  offerAudienceLabels,
  offerAudiences,
  todayInTokyo,
} from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { DateTimeField } from '../../components/form/DateTimeField.tsx';
import { YenInput } from '../../components/form/YenField.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useCreateCourseOfferMutation } from './course-offers.api.ts';

type Props = { course: { id: string; name: string; deliveryDate: string; status: string } };
const textFields = ['cargo', 'fromArea', 'toArea', 'incidentalWork'] as const;
const yenFields = ['incidentalFee', 'fuelSurcharge'] as const;
type Field =
  | 'fee'
  | 'message'
  | 'expiresAt'
  | 'courseId'
  | 'paymentDueOn'
  | 'audience'
  | (typeof textFields)[number]
  | (typeof yenFields)[number];
type Errors = Partial<Record<Field, string>>;
type Terms = Record<(typeof textFields)[number] | (typeof yenFields)[number], string>;

const noTerms: Terms = {
  cargo: '',
  fromArea: '',
  toArea: '',
  incidentalWork: '',
  incidentalFee: '',
  fuelSurcharge: '',
};
const hints: Partial<Record<Field, string>> = {
  cargo: '空欄のときは配送先の個数・重量から「一般貨物（20個・180kg）」のように記載します',
  fromArea: '空欄のときは最初の配送先の市区町村',
  toArea: '空欄のときは最後の配送先の市区町村',
  incidentalWork: '積込・荷下ろし・検品など運送以外の作業',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The day before the delivery at 17:00 (Tokyo), as a datetime-local value. */
function defaultDeadline(deliveryDate: string): string {
  const previous = addDays(deliveryDate, -1);
  if (previous > todayInTokyo()) return `${previous}T17:00`;
  const soon = new Date(Date.now() + 3 * 3600_000 + 9 * 3600_000);
  return `${soon.toISOString().slice(0, 10)}T${pad(soon.getUTCHours())}:00`;
}

/** 傭車に出す: offers a planned course to the other companies with a fee, a message and a deadline. */
export function OfferCourseButton({ course }: Props) {
  const [open, setOpen] = useState(false);
  const [fee, setFee] = useState('');
  const [message, setMessage] = useState('');
  const [deadline, setDeadline] = useState(() => defaultDeadline(course.deliveryDate));
  const [terms, setTerms] = useState<Terms>(noTerms);
  const [paymentDueOn, setPaymentDueOn] = useState(() => latestPaymentDueOn(course.deliveryDate));
  const [audience, setAudience] = useState<OfferAudience>('all');
  const [errors, setErrors] = useState<Errors>({});
  const [offered, setOffered] = useState(false);
  const [create, { isLoading }] = useCreateCourseOfferMutation();
  if (course.status !== 'planned' || course.deliveryDate < todayInTokyo()) return null;

  const submit = async () => {
    const parsed = courseOfferInput.safeParse({
      courseId: course.id,
      fee: fee === '' ? undefined : Number(fee),
      message,
      expiresAt: deadline ? `${deadline}:00+09:00` : '',
      ...Object.fromEntries(textFields.map((f) => [f, terms[f] || undefined])),
      ...Object.fromEntries(yenFields.map((f) => [f, terms[f] === '' ? 0 : Number(terms[f])])),
      paymentDueOn: paymentDueOn || undefined,
      audience,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await create(parsed.data).unwrap();
      notifySuccess('傭車に出しました。他社から見える「募集中の案件」に載りました。');
      setOffered(true);
      setOpen(false);
    } catch (error) {
      const { fieldErrors } = handleError(error);
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0]])) as Errors);
    }
  };

  if (offered)
    return (
      <Button
        component={RouterLink}
        to="/offers?tab=own"
        variant="outlined"
        startIcon={<HandshakeOutlined />}
      >
        傭車の依頼を見る
      </Button>
    );

  return (
    <>
      <Button variant="outlined" startIcon={<HandshakeOutlined />} onClick={() => setOpen(true)}>
        傭車に出す
      </Button>
      {open && (
        <ActionDialog
          title={`「${course.name}」を傭車に出す`}
          submitLabel="依頼する"
          busy={isLoading}
          onSubmit={submit}
          onClose={() => setOpen(false)}
          maxWidth="sm"
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            他の運送会社に公開され、引き受けた会社にコースと配送先が移ります（ドライバー・車両は外れます）。
            成立すると、以下の条件を記載した運送契約書面が双方の発行済み書類に登録されます。
          </Typography>
          {errors.courseId && <Typography color="error">{errors.courseId}</Typography>}
          <TextField
            select
            label={L.audience}
            value={audience}
            onChange={(event) => setAudience(event.target.value as OfferAudience)}
            error={Boolean(errors.audience)}
            helperText={errors.audience ?? '傭車先のみ：傭車タブの「傭車先」に登録した会社だけに表示します'}
          >
            {offerAudiences.map((a) => (
              <MenuItem key={a} value={a}>
                {offerAudienceLabels[a]}
              </MenuItem>
            ))}
          </TextField>
          <YenInput
            label={`${L.fee}（税抜）`}
            required
            value={fee}
            onChange={setFee}
            error={Boolean(errors.fee)}
            helperText={errors.fee}
          />
          <DateTimeField
            label={L.expiresAt}
            required
            value={deadline}
            onChange={setDeadline}
            error={errors.expiresAt}
          />
          {textFields.map((f) => (
            <TextField
              key={f}
              label={L[f]}
              value={terms[f]}
              onChange={(event) => setTerms((t) => ({ ...t, [f]: event.target.value }))}
              error={Boolean(errors[f])}
              helperText={errors[f] ?? hints[f]}
            />
          ))}
          {yenFields.map((f) => (
            <YenInput
              key={f}
              label={`${L[f]}（税抜）`}
              value={terms[f]}
              onChange={(raw) => setTerms((t) => ({ ...t, [f]: raw }))}
              error={Boolean(errors[f])}
              helperText={errors[f]}
            />
          ))}
          <DateField
            label={L.paymentDueOn}
            required
            value={paymentDueOn || null}
            onChange={(next) => setPaymentDueOn(next ?? '')}
            error={errors.paymentDueOn}
            helperText="運行日の翌月末まで（60日以内の支払い）"
          />
          <TextField
            label={L.message}
            multiline
            minRows={2}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? '荷物の種類や注意点など'}
          />
        </ActionDialog>
      )}
    </>
  );
}
