import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import { type Contract, feeTypeLabels, contractLabels as L, taxRateLabels } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CopyContractDialog } from './CopyContractDialog.tsx';
import { ContractActiveChip } from './contract-columns.tsx';
import { contractPeriod, unitPrice } from './contract-format.ts';
import { useGetContractQuery } from './contracts.api.ts';

function contractDetails(c: Contract): DetailItem[] {
  return [
    {
      label: L.clientName,
      value: (
        <Link component={RouterLink} to={`/clients/${c.clientId}`}>
          {c.clientName}
        </Link>
      ),
    },
    { label: L.name, value: c.name },
    { label: '契約期間', value: contractPeriod(c) },
    { label: L.feeType, value: feeTypeLabels[c.feeType] },
    { label: L.billingUnitPrice, value: unitPrice(c.billingUnitPrice, c) },
    { label: L.paymentUnitPrice, value: unitPrice(c.paymentUnitPrice, c) || null },
    {
      label: L.taxRate,
      value: c.taxExemptReason
        ? `${taxRateLabels[c.taxRate]}：${c.taxExemptReason}`
        : taxRateLabels[c.taxRate],
    },
    { label: L.baseName, value: c.baseName },
    { label: L.active, value: <ContractActiveChip active={c.active} /> },
    { label: L.loadingTasks, value: c.loadingTasks },
    { label: L.memo, value: c.memo },
    { label: L.updatedAt, value: formatDateTime(c.updatedAt) },
  ];
}

export function ContractDetailPage() {
  const id = useParams().id ?? '';
  const { data: contract, error, refetch } = useGetContractQuery(id);
  const [copying, setCopying] = useState(false);
  const missing = !contract && isMissing(error);
  usePageTitle(contract?.name ?? (missing ? '契約が見つかりません' : null));

  if (missing) return <RecordNotFound what="契約" listPath="/contracts" listLabel="契約一覧" />;
  if (!contract) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/contracts" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        契約一覧
      </Button>
      <PageHeader
        title={contract.name}
        subtitle={`${contract.clientName}　${contractPeriod(contract)}`}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/contracts/${contract.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => setCopying(true)}>
              コピー
            </Button>
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <DetailList items={contractDetails(contract)} />
        </CardContent>
      </Card>
      {copying && (
        <CopyContractDialog key={contract.id} contract={contract} onClose={() => setCopying(false)} />
      )}
    </>
  );
}
