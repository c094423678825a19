import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Loading } from '../../components/QueryStatus.tsx';
import { authClient } from '../../lib/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { signInErrorMessage } from './sign-in-error.ts';

/** Link tokens are single-use; remember which ones were sent so a re-mount does not spend one twice. */
const attempted = new Map<string, Promise<string>>();

/** Signs in with the one-time token of a mailed link (/login/link?token=...[&reset=1]). */
export function LinkSignInPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // A password-reset link (…&reset=1) goes on to the set-password screen, not the home page.
  const reset = searchParams.get('reset') === '1';
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : 'リンクが正しくありません。');

  useEffect(() => {
    if (!token) return;
    let current = true;
    let request = attempted.get(token);
    if (!request) {
      request = authClient.signInWithLink(token);
      attempted.set(token, request);
    }
    request.then(
      () => current && navigate(reset ? '/set-password?reset=1' : '/', { replace: true }),
      (error: unknown) => current && setFailure(signInErrorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [token, reset, navigate]);

  return (
    <AuthCard title="リンクでサインイン">
      {failure ? (
        <Stack spacing={2}>
          <Alert severity="error">{failure}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            サインイン画面へ
          </Button>
        </Stack>
      ) : (
        <Loading label="サインインしています" />
      )}
    </AuthCard>
  );
}
