import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  type Client,
  closingDayLabel,
  clientLabels as L,
  paymentTermLabel,
  tollHandlingLabels,
} from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fullAddress } from '../bases/index.ts';
import { ClientActiveChip } from './ClientBadges.tsx';
import { ClientBasesSection } from './ClientBasesSection.tsx';
import { ClientContractsSection } from './ClientContractsSection.tsx';
import { useGetClientQuery } from './clients.api.ts';

function clientDetails(c: Client): DetailItem[] {
  return [
    { label: L.name, value: `${c.name} ${c.honorific}` },
    { label: L.nameKana, value: c.nameKana },
    { label: L.contactName, value: c.contactName },
    {
      label: '住所',
      value: [c.zipCode ? `〒${c.zipCode}` : null, fullAddress(c)].filter(Boolean).join(' ') || null,
    },
    { label: L.phone, value: c.phone },
    { label: L.email, value: c.email },
    { label: L.invoiceRegistrationNumber, value: c.invoiceRegistrationNumber },
    { label: L.closingDay, value: closingDayLabel(c.closingDay) },
    { label: '支払サイト', value: paymentTermLabel(c) },
    { label: L.tollHandling, value: tollHandlingLabels[c.tollHandling] },
    { label: L.consignorName, value: c.consignorName },
    { label: L.active, value: <ClientActiveChip active={c.active} /> },
    { label: L.memo, value: c.memo },
  ];
}

export function ClientDetailPage() {
  const id = useParams().id ?? '';
  const { data: client, error, refetch } = useGetClientQuery(id);
  const missing = !client && isMissing(error);
  usePageTitle(client?.name ?? (missing ? '取引先が見つかりません' : null));

  if (missing) return <RecordNotFound what="取引先" listPath="/clients" listLabel="取引先一覧" />;
  if (!client) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/clients" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        取引先一覧
      </Button>
      <PageHeader
        title={client.name}
        subtitle={client.nameKana}
        actions={
          <>
            <Button component={RouterLink} to={`/month-close/clients/${client.id}`}>
              請求・調整額
            </Button>
            <Button
              component={RouterLink}
              to={`/clients/${client.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <DetailList items={clientDetails(client)} />
          </CardContent>
        </Card>
        <ClientBasesSection clientId={client.id} />
        <ClientContractsSection clientId={client.id} />
      </Stack>
    </>
  );
}
