import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLazyGetVapidPublicKeyQuery, useRegisterPushTokenMutation } from './push.api.ts';
import {
  existingPushToken,
  pushAvailability,
  rememberedPushToken,
  rememberPushToken,
  subscribeThisDevice,
} from './push-device.ts';

type State = 'checking' | 'off' | 'on' | 'busy' | 'unsupported' | 'denied' | 'failed';

const messages: Partial<Record<State, string>> = {
  unsupported:
    'この端末（ブラウザ）では通知を受け取れません。ホーム画面に追加したアプリから開くと受け取れる場合があります。',
  denied: '通知が許可されていません。端末の設定でこのアプリの通知を許可してから、もう一度お試しください。',
  failed: '通知の登録に失敗しました。電波の良い場所で、もう一度お試しください。',
};

/** 「通知」: the driver turns on assignment notifications for this phone. */
export function PushCard() {
  const [state, setState] = useState<State>('checking');
  const [getKey] = useLazyGetVapidPublicKeyQuery();
  const [register] = useRegisterPushTokenMutation();

  useEffect(() => {
    const availability = pushAvailability();
    if (availability === 'unsupported' || availability === 'denied') {
      setState(availability);
      return;
    }
    void existingPushToken().then((token) =>
      setState(token && token === rememberedPushToken() ? 'on' : 'off'),
    );
  }, []);

  const enable = async () => {
    setState('busy');
    const result = await subscribeThisDevice(async () => (await getKey().unwrap()).publicKey).catch(() => ({
      failure: 'failed' as const,
    }));
    if ('failure' in result) {
      setState(result.failure);
      return;
    }
    try {
      await register({ token: result.token, platform: 'web' }).unwrap();
      rememberPushToken(result.token);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const message = messages[state];
  // Unsupported or refused in the phone's settings: a tap here cannot change it, so no button.
  const canAsk = state !== 'unsupported' && state !== 'denied';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          通知
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          配車が決まったときに、この端末へお知らせします。
        </Typography>
        {state === 'on' ? (
          <Alert severity="success" icon={<NotificationsActiveOutlined />}>
            通知オン：この端末で配車のお知らせを受け取ります。
          </Alert>
        ) : (
          <>
            {message && (
              <Alert severity={state === 'failed' ? 'error' : 'warning'} sx={{ mb: canAsk ? 2 : 0 }}>
                {message}
              </Alert>
            )}
            {canAsk && (
              <Button
                variant="contained"
                size="large"
                fullWidth
                startIcon={<NotificationsActiveOutlined />}
                disabled={state === 'checking' || state === 'busy'}
                onClick={() => void enable()}
              >
                通知を受け取る
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
