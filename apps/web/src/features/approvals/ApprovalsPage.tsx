import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DailyReportApprovalInbox } from '../daily-reports/index.ts';
import { ExpenseApprovalInbox } from '../expenses/index.ts';

const tabs = [
  { value: 'expenses', label: '経費' },
  { value: 'daily-reports', label: '日報' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const tabOf = (value: string | null): TabValue => tabs.find((t) => t.value === value)?.value ?? 'expenses';

/**
 * The staff's inbox: what drivers sent for approval, one tab per kind (the tab lives in the URL, so
 * an alert can open the right one). Each inbox approves or sends back one record or many at once.
 */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  return (
    <>
      <PageHeader
        title="承認待ち"
        subtitle="ドライバーが申請した経費と提出した日報を承認または差戻しします"
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TabValue) => setParams(value === 'expenses' ? {} : { tab: value })}
          aria-label="承認待ちの種類"
        >
          {tabs.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
          ))}
        </Tabs>
      </Box>
      {tab === 'expenses' ? <ExpenseApprovalInbox /> : <DailyReportApprovalInbox />}
    </>
  );
}
