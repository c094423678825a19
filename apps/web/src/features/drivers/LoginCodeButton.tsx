import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type Driver, formatLoginCode, LOGIN_CODE_TTL_HOURS, type LoginCode } from '@rikuun/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useIssueLoginCodeMutation } from './drivers.api.ts';

/**
 * 「ログインコードを発行」: for a driver without an email address (or one who cannot open his mail), a
 * single-use code is shown once, to print or read out; he enters it at 「ログインコードでサインイン」.
 */
export function LoginCodeButton({ driver }: { driver: Driver }) {
  const [asking, setAsking] = useState(false);
  const [issued, setIssued] = useState<LoginCode | null>(null);
  const [issue, issuing] = useIssueLoginCodeMutation();
  const titleId = useId();

  const confirm = async () => {
    try {
      setIssued(await issue(driver.id).unwrap());
    } catch (error) {
      handleError(error);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        variant={driver.email ? 'text' : 'outlined'}
        startIcon={<KeyOutlined />}
        onClick={() => setAsking(true)}
      >
        ログインコードを発行
      </Button>
      <ConfirmDialog
        open={asking}
        title="ログインコードを発行しますか？"
        message={`「${driver.name}」が一度だけ使えるログインコード（有効期限${LOGIN_CODE_TTL_HOURS}時間）を発行します。コードは発行直後に一度だけ表示されます。以前に発行した未使用のコードは使えなくなります。`}
        confirmLabel="発行"
        destructive={false}
        busy={issuing.isLoading}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
      <Dialog open={issued !== null} onClose={() => setIssued(null)} aria-labelledby={titleId} maxWidth="xs">
        <DialogTitle id={titleId}>ログインコード</DialogTitle>
        {issued && (
          <DialogContent className="login-code-sheet">
            <Typography>{driver.name} 様</Typography>
            <Typography
              data-testid="login-code"
              sx={{ fontFamily: 'monospace', fontSize: '2rem', fontWeight: 700, letterSpacing: 2, my: 2 }}
            >
              {formatLoginCode(issued.code)}
            </Typography>
            <Typography variant="body2">
              サインイン画面の「ログインコードでサインイン」を開き、このコードを入力してください。
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              サインイン画面：{window.location.origin}/login/code
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              有効期限：{formatDateTime(issued.expiresAt)}（一度だけ使えます）
            </Typography>
            <Alert severity="info" sx={{ mt: 2 }}>
              このコードは今だけ表示されます。印刷してお渡しするか、
              {driver.phone ? `お電話（${driver.phone}）で` : '口頭で'}
              本人にお伝えください。
            </Alert>
          </DialogContent>
        )}
        <DialogActions>
          <Button startIcon={<PrintOutlined />} onClick={() => window.print()}>
            印刷
          </Button>
          <Button variant="contained" onClick={() => setIssued(null)}>
            閉じる
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
