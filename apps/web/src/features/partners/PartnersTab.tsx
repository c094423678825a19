import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PartnerCandidate } from '@rikuun/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDebouncedValue } from '../../components/form/use-debounced-value.ts';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import {
  useAddPartnerMutation,
  useListPartnersQuery,
  usePartnerCandidatesQuery,
  useRemovePartnerMutation,
} from './partners.api.ts';

/**
 * 傭車先: the companies this company's offers "to partners" are shown to. Found by name and added;
 * removed with a confirmation (their view of open partner offers ends at once).
 */
export function PartnersTab() {
  const list = useListPartnersQuery();
  const [removing, setRemoving] = useState<{ companyId: string; name: string } | null>(null);
  const [remove, removal] = useRemovePartnerMutation();

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ companyId: removing.companyId }).unwrap();
      notifySuccess(`${removing.name}を傭車先から外しました。`);
      setRemoving(null);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="body2" color="text.secondary">
        傭車に出すときに「傭車先のみ」を選ぶと、ここに登録した会社だけに依頼が表示されます。
      </Typography>
      <AddPartner />
      <Paper variant="outlined">
        {list.data ? (
          list.data.data.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              傭車先はまだ登録されていません。
            </Typography>
          ) : (
            <List aria-label="傭車先" disablePadding>
              {list.data.data.map((p) => (
                <ListItem
                  key={p.companyId}
                  divider
                  secondaryAction={
                    <Button color="error" onClick={() => setRemoving(p)}>
                      外す
                    </Button>
                  }
                >
                  <ListItemText primary={p.name} />
                </ListItem>
              ))}
            </List>
          )
        ) : list.error ? (
          <QueryError error={list.error} onRetry={list.refetch} />
        ) : (
          <Loading />
        )}
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        title="傭車先から外す"
        message={`${removing?.name ?? ''}を傭車先から外しますか？傭車先のみの募集中の依頼は、この会社に表示されなくなります。`}
        confirmLabel="外す"
        destructive
        busy={removal.isLoading}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** Search other companies by name and add one. */
function AddPartner() {
  const [term, setTerm] = useState('');
  const q = useDebouncedValue(term.trim(), 300);
  const found = usePartnerCandidatesQuery({ q }, { skip: q === '' });
  const [add, adding] = useAddPartnerMutation();

  const addOne = async (c: PartnerCandidate) => {
    try {
      await add({ companyId: c.companyId }).unwrap();
      notifySuccess(`${c.name}を傭車先に登録しました。`);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Stack spacing={1}>
      <TextField
        label="会社名で検索"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        helperText="傭車先に登録する運送会社の名前（一部でも可）"
      />
      {q !== '' && found.data && (
        <Paper variant="outlined">
          {found.data.data.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              該当する会社はありません。
            </Typography>
          ) : (
            <List aria-label="検索結果" disablePadding>
              {found.data.data.map((c) => (
                <ListItem
                  key={c.companyId}
                  divider
                  secondaryAction={
                    <Button
                      variant="outlined"
                      disabled={c.isPartner || adding.isLoading}
                      onClick={() => addOne(c)}
                      aria-label={`${c.name}を傭車先に登録`}
                    >
                      {c.isPartner ? '登録済み' : '登録'}
                    </Button>
                  }
                >
                  <ListItemText primary={c.name} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Stack>
  );
}
