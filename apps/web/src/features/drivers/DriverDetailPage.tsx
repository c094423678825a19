import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DriverProfilePanel, DriverRegisterPanel } from '../driver-profiles/index.ts';
import { HealthCheckupsPanel } from '../health-checkups/index.ts';
import { DriverAccessActions } from './DriverAccessActions.tsx';
import { DriverAccountInfo, DriverBasicInfo } from './DriverSections.tsx';
import { useGetDriverQuery } from './drivers.api.ts';
import { LoginCodeButton } from './LoginCodeButton.tsx';

function DriverNotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/drivers" color="inherit" startIcon={<ArrowBack />}>
          ドライバー一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>ドライバーが見つかりません</AlertTitle>
      URLが正しくない可能性があります。
    </Alert>
  );
}

export function DriverDetailPage() {
  const id = useParams().id ?? '';
  const { data: driver, error, refetch } = useGetDriverQuery(id);
  const missing =
    !driver && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(driver?.name ?? (missing ? 'ドライバーが見つかりません' : null));

  if (missing) return <DriverNotFound />;
  if (!driver) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/drivers" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        ドライバー一覧
      </Button>
      <PageHeader
        title={driver.name}
        subtitle={driver.nameKana}
        actions={
          <>
            {driver.employmentType === 'contractor' && (
              <Button component={RouterLink} to={`/month-close/drivers/${driver.id}`}>
                支払・調整額
              </Button>
            )}
            <Button
              component={RouterLink}
              to={`/drivers/${driver.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <DriverAccessActions driver={driver} />
            {driver.status === 'active' && <LoginCodeButton driver={driver} />}
          </>
        }
      />
      <Stack spacing={2}>
        <DriverBasicInfo driver={driver} />
        <DriverAccountInfo driver={driver} />
        <DriverProfilePanel driverId={driver.id} />
        <DriverRegisterPanel driverId={driver.id} />
        <HealthCheckupsPanel driverId={driver.id} />
      </Stack>
    </>
  );
}
