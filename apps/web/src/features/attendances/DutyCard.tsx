import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AttendanceType,
  type AttendanceValues,
  attendanceTypeLabels,
  type DutyState,
  dutyStateLabels,
} from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { useOneSubmit } from '../../components/form/use-one-submit.ts';
import { currentPosition } from '../../lib/current-position.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';
import { driverOutbox, setOutboxUser } from '../driver-app/index.ts';
import { RollCallDialog, type RollCallType } from './RollCallDialog.tsx';
import { useDutyNow } from './use-duty-now.ts';

type Props = { vehicles?: { id: string; label: string }[] };

const stateColors: Record<DutyState, 'default' | 'success' | 'warning'> = {
  off_duty: 'default',
  on_duty: 'success',
  on_break: 'warning',
};

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * 出勤・休憩・退勤 on the driver's home: the state now and since when, and the one main action. Each
 * record goes to the phone's outbox (sent now or when the signal returns), so the card counts it at
 * once, offline too: the server's day plus the records still waiting.
 */
export function DutyCard({ vehicles }: Props) {
  const user = useCurrentUser();
  // The driver shell sets this too; until it does, the card's records must still be sent.
  useEffect(() => setOutboxUser(user.id), [user.id]);
  const { state, since, barred, awayDuty, waiting, refused, reload } = useDutyNow();
  const [dialog, setDialog] = useState<RollCallType | null>(null);
  // 休憩開始・休憩終了 record at once and swap in place: a double tap must record once, and its second
  // tap, landing on the swapped button, must not end the break it just began (a tap is 100–300 ms).
  const breakTap = useOneSubmit({ settleMs: 1000 });

  const record = async (type: AttendanceType, values?: AttendanceValues) => {
    const position = await currentPosition(5000);
    const json = {
      ...(values ?? { type }),
      at: new Date().toISOString(),
      clientAttendanceId: crypto.randomUUID(),
      ...(position ?? {}),
    };
    try {
      await driverOutbox.enqueue({
        kind: 'attendance',
        url: '/self/attendances',
        body: { json },
        label: attendanceTypeLabels[type],
      });
      await reload();
      setDialog(null);
      notifySuccess(`${attendanceTypeLabels[type]}を記録しました`);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : '記録できませんでした');
    }
  };

  const big = { minHeight: 72, fontSize: 22, fontWeight: 700 } as const;

  return (
    <Card variant="outlined" aria-label="勤務状況">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Chip
            label={dutyStateLabels[state]}
            color={stateColors[state]}
            sx={{ fontSize: 18, fontWeight: 700, height: 36 }}
          />
          {since && state !== 'off_duty' && (
            <Typography sx={{ fontSize: 18 }}>{timeOf(since)}から</Typography>
          )}
          {waiting > 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
              送信待ち {waiting}件
            </Typography>
          )}
        </Stack>
        {barred && (
          <Alert severity="error" sx={{ mb: 2, fontSize: 17, fontWeight: 700 }} role="alert">
            乗務禁止：出勤時の点呼で酒気帯びが検知されたため、本日は乗務できません。事務所（運行管理者）に電話で連絡してください。
          </Alert>
        )}
        {refused && (
          <Alert severity="error" sx={{ mb: 2 }}>
            送信できなかった記録があります（{refused}）
          </Alert>
        )}
        <Stack spacing={1.5}>
          {state === 'off_duty' ? (
            !barred && (
              <Button variant="contained" size="large" sx={big} onClick={() => setDialog('clock_in')}>
                出勤する
              </Button>
            )
          ) : (
            <>
              <Button
                variant="contained"
                color="secondary"
                size="large"
                sx={big}
                onClick={() => setDialog('clock_out')}
              >
                退勤する
              </Button>
              <Button
                variant="outlined"
                size="large"
                sx={{ minHeight: 56, fontSize: 18 }}
                disabled={breakTap.busy}
                onClick={() =>
                  void breakTap.run(() => record(state === 'on_break' ? 'break_end' : 'break_start'))
                }
              >
                {state === 'on_break' ? '休憩終了' : '休憩開始'}
              </Button>
              {awayDuty && state === 'on_duty' && (
                <Button
                  variant="outlined"
                  size="large"
                  sx={{ minHeight: 56 }}
                  onClick={() => setDialog('mid_duty')}
                >
                  中間点呼
                </Button>
              )}
            </>
          )}
        </Stack>
      </CardContent>
      {dialog && (
        <RollCallDialog
          type={dialog}
          vehicles={vehicles}
          onSubmit={(values) => record(dialog, values)}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
