import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CompanyDetail, closingDayLabel, companyLabels as L, taxRoundingLabels } from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CompanyActiveChip } from './CompanyActiveChip.tsx';
import { CompanyNotFound } from './CompanyNotFound.tsx';
import { useGetCompanyQuery } from './companies.api.ts';

function companyDetails(c: CompanyDetail): DetailItem[] {
  return [
    { label: L.name, value: c.name },
    { label: L.nameKana, value: c.nameKana },
    { label: L.corporateNumber, value: c.corporateNumber },
    { label: L.invoiceRegistrationNumber, value: c.invoiceRegistrationNumber },
    { label: L.representativeName, value: c.representativeName },
    {
      label: '所在地',
      value: [c.zipCode && `〒${c.zipCode}`, c.address1, c.address2].filter(Boolean).join('\n'),
    },
    { label: L.phone, value: c.phone },
    { label: L.closingDay, value: closingDayLabel(c.closingDay) },
    { label: L.taxRounding, value: taxRoundingLabels[c.taxRounding] },
    { label: L.active, value: <CompanyActiveChip active={c.active} /> },
    { label: L.createdAt, value: formatDateTime(c.createdAt) },
  ];
}

function CompanyAdmins({ company }: { company: CompanyDetail }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
          管理者
        </Typography>
        {company.admins.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>管理者は登録されていません</Typography>
        ) : (
          <Table size="small" aria-label="管理者">
            <TableHead>
              <TableRow>
                <TableCell>氏名</TableCell>
                <TableCell>メールアドレス</TableCell>
                <TableCell>最終ログイン</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {company.admins.map((admin) => (
                <TableRow key={admin.id}>
                  <TableCell>{admin.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{admin.email}</TableCell>
                  <TableCell>
                    {admin.lastSignedInAt ? formatDateTime(admin.lastSignedInAt) : '未ログイン（招待中）'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

export function CompanyDetailPage() {
  const id = useParams().id ?? '';
  const { data: company, error, refetch } = useGetCompanyQuery(id);
  const missing =
    !company && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(company?.name ?? (missing ? '運送会社が見つかりません' : null));

  if (missing) return <CompanyNotFound />;
  if (!company) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/companies" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        運送会社一覧
      </Button>
      <PageHeader
        title={company.name}
        subtitle={company.nameKana}
        actions={
          <Button
            component={RouterLink}
            to={`/companies/${company.id}/edit`}
            variant="outlined"
            startIcon={<EditOutlined />}
          >
            編集
          </Button>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <DetailList items={companyDetails(company)} />
          </CardContent>
        </Card>
        <CompanyAdmins company={company} />
      </Stack>
    </>
  );
}
