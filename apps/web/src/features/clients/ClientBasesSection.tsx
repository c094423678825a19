import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ClientBase } from '@rikuun/contract';
import { useState } from 'react';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { fullAddress } from '../bases/index.ts';
import { ClientBaseDialog } from './ClientBaseDialog.tsx';
import { useDeleteClientBaseMutation, useListClientBasesQuery } from './clients.api.ts';

const describeSite = (site: ClientBase) =>
  [
    site.zipCode ? `〒${site.zipCode}` : null,
    fullAddress(site),
    site.phone ? `TEL ${site.phone}` : null,
    site.timeWindowStart || site.timeWindowEnd
      ? `受付 ${site.timeWindowStart ?? ''}〜${site.timeWindowEnd ?? ''}`
      : null,
  ]
    .filter(Boolean)
    .join('　');

/** A client's bases (取引先拠点) on its detail page: added, edited and deleted in a dialog. */
export function ClientBasesSection({ clientId }: { clientId: string }) {
  const { data, error, refetch } = useListClientBasesQuery(clientId);
  const [deleteSite, deletion] = useDeleteClientBaseMutation();
  // undefined: closed; null: a new base; a base: editing it.
  const [editing, setEditing] = useState<ClientBase | null | undefined>(undefined);

  return (
    <Card variant="outlined">
      <CardHeader
        title="取引先拠点"
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            拠点を追加
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!data && (error ? <QueryError error={error} onRetry={refetch} /> : <Loading />)}
        {data?.data.length === 0 && <Alert severity="info">拠点はまだ登録されていません。</Alert>}
        {data && data.data.length > 0 && (
          <List disablePadding aria-label="取引先拠点">
            {data.data.map((site) => (
              <ListItem key={site.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
                <ListItemText
                  primary={site.name}
                  secondary={describeSite(site) || null}
                  sx={{ flex: '1 1 280px' }}
                />
                <Stack direction="row" spacing={1}>
                  <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(site)}>
                    編集
                  </Button>
                  <Box>
                    <DeleteRecordButton
                      what="取引先拠点"
                      name={site.name}
                      size="small"
                      busy={deletion.isLoading}
                      onDelete={async () => {
                        await deleteSite({ clientId, id: site.id }).unwrap();
                        notifySuccess('削除しました');
                      }}
                    />
                  </Box>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {editing !== undefined && (
        <ClientBaseDialog
          clientId={clientId}
          site={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
