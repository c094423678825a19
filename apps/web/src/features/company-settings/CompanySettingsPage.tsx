import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useUnsavedChangesGuard } from '../../components/form/use-unsaved-changes-guard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { useGetWorkingTimeSettingsQuery } from '../working-time/index.ts';
import { CompanyProfileSection } from './CompanyProfileSection.tsx';
import {
  useGetCompanySettingsQuery,
  useGetExpenseTaxSettingsQuery,
  useGetJournalAccountsQuery,
  useGetOwnCompanyQuery,
  useGetRollCallSettingsQuery,
  useGetRoutingDurationSettingsQuery,
} from './company-settings.api.ts';
import { ExpenseTaxSection } from './ExpenseTaxSection.tsx';
import { InvoiceAndBankSection } from './InvoiceAndBankSection.tsx';
import { JournalAccountsSection } from './JournalAccountsSection.tsx';
import { RollCallSettingsSection } from './RollCallSettingsSection.tsx';
import { RoutingDurationSection } from './RoutingDurationSection.tsx';
import { useDirtySections } from './use-dirty-sections.ts';
import { WorkingTimeSettingsSection } from './WorkingTimeSettingsSection.tsx';

/** 自社設定: each section saves on its own; leaving with any section unsaved asks first. */
export function CompanySettingsPage() {
  const company = useGetOwnCompanyQuery();
  const settings = useGetCompanySettingsQuery();
  const expenseTax = useGetExpenseTaxSettingsQuery();
  const routing = useGetRoutingDurationSettingsQuery();
  const rollCall = useGetRollCallSettingsQuery();
  const workingTime = useGetWorkingTimeSettingsQuery();
  const journalAccounts = useGetJournalAccountsQuery();
  const { anyDirty, report } = useDirtySections();
  const leaveDialog = useUnsavedChangesGuard(anyDirty);

  const queries = [company, settings, expenseTax, routing, rollCall, workingTime, journalAccounts];
  const failed = queries.find((q) => q.error && !q.data);
  if (failed)
    return (
      <QueryError
        error={failed.error}
        onRetry={() => {
          for (const q of queries) q.refetch();
        }}
      />
    );
  if (
    !company.data ||
    !settings.data ||
    !expenseTax.data ||
    !routing.data ||
    !rollCall.data ||
    !workingTime.data ||
    !journalAccounts.data
  )
    return <Loading />;
  return (
    <>
      <PageHeader
        title="自社設定"
        subtitle={company.data.name}
        actions={
          <Button component={RouterLink} to="/settings/api-keys" startIcon={<VpnKeyOutlined />}>
            外部システム連携
          </Button>
        }
      />
      <Stack spacing={2} sx={{ maxWidth: 960 }}>
        {/* Each section starts from the stored values and resets itself to what its save answered. */}
        <CompanyProfileSection company={company.data} onDirty={report} />
        <InvoiceAndBankSection settings={settings.data} onDirty={report} />
        <ExpenseTaxSection settings={expenseTax.data} onDirty={report} />
        <JournalAccountsSection settings={journalAccounts.data} onDirty={report} />
        <RoutingDurationSection settings={routing.data} onDirty={report} />
        <RollCallSettingsSection settings={rollCall.data} onDirty={report} />
        <WorkingTimeSettingsSection settings={workingTime.data} onDirty={report} />
      </Stack>
      {leaveDialog}
    </>
  );
}
