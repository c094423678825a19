import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApiKey } from '@rikuun/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { apiKeyColumns } from './api-key-columns.tsx';
import { useIssueApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation } from './api-keys.api.ts';
import { IssueApiKeyDialog } from './IssueApiKeyDialog.tsx';

/** Every key on one page: a company has a few. */
const allOnOnePage = { page: 1, perPage: 1000 };
const keepQuery = () => {};

/** APIキー: the keys the company's outside systems call /sms with; issue (shown once) and revoke. */
export function ApiKeysPage() {
  const { data, error, isFetching, refetch } = useListApiKeysQuery();
  const [issueKey] = useIssueApiKeyMutation();
  const [revokeKey, revoke] = useRevokeApiKeyMutation();
  const [issuing, setIssuing] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeKey(revoking.id).unwrap();
      notifySuccess('APIキーを失効させました');
      refetch();
    } catch (err) {
      handleError(err);
    } finally {
      setRevoking(null);
    }
  };

  const columns = apiKeyColumns((key) =>
    key.revokedAt ? null : (
      <Button size="small" color="warning" onClick={() => setRevoking(key)}>
        失効
      </Button>
    ),
  );

  return (
    <>
      <PageHeader
        title="外部システム連携"
        subtitle="配車システムや基幹システムから Rikuun の API を呼ぶためのキーを発行します。"
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setIssuing(true)}>
            APIキーを発行
          </Button>
        }
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        キーは発行したときに一度だけ表示されます。漏れたおそれがあるときは失効させ、新しいキーを発行してください。
      </Typography>
      <DataTable
        label="APIキー一覧"
        columns={columns}
        rowId={(key) => key.id}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        query={allOnOnePage}
        onQueryChange={keepQuery}
        emptyMessage="APIキーはまだ発行されていません"
      />
      {issuing && (
        <IssueApiKeyDialog
          onIssue={async (values) => {
            const issued = await issueKey(values).unwrap();
            refetch();
            return issued;
          }}
          onClose={() => setIssuing(false)}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="APIキーを失効させますか？"
        message={`「${revoking?.name ?? ''}」（${revoking?.keyPrefix ?? ''}…）を使う連携は、すぐに利用できなくなります。この操作は取り消せません。`}
        confirmLabel="失効"
        busy={revoke.isLoading}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
