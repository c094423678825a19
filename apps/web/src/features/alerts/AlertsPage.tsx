import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AlertKind, type AlertSeverity, alertKindLabels, alertKinds } from '@rikuun/contract';
import { useSearchParams } from 'react-router';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { AlertList } from './AlertList.tsx';
import { useListAlertsQuery } from './alerts.api.ts';

const groups: { severity: AlertSeverity; title: string }[] = [
  { severity: 'danger', title: '至急対応（期限切れ・基準超過など）' },
  { severity: 'warning', title: '要注意（期限間近・超過間近など）' },
  { severity: 'info', title: 'お知らせ' },
];
const kindOptions = alertKinds.map((k) => ({ value: k, label: alertKindLabels[k] }));
const isKind = (v: string | null): v is AlertKind => alertKinds.includes(v as AlertKind);

/** アラート: what falls due, work waiting, alcohol checks and working-time findings; the urgent first. */
export function AlertsPage() {
  const { data, error, refetch } = useListAlertsQuery();
  const [params, setParams] = useSearchParams();
  const raw = params.get('kind');
  const kind = isKind(raw) ? raw : undefined;
  const shown = (data?.data ?? []).filter((a) => !kind || a.kind === kind);

  return (
    <>
      <PageHeader
        title="アラート"
        subtitle="免許証・カード・車検・保険・健康診断の期限（30日前から）、未割当のコース、酒気帯びの検知、労働時間（改善基準告示）"
        actions={
          <ListSelectFilter
            label="種類"
            value={kind}
            options={kindOptions}
            onChange={(next) => setParams(next ? { kind: next } : {}, { replace: true })}
            allLabel="すべて"
          />
        }
      />
      {error && <QueryError error={error} onRetry={refetch} />}
      {!data && !error && <Loading />}
      {data && shown.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>対応が必要なアラートはありません</Typography>
      )}
      <Stack spacing={2}>
        {groups.map(({ severity, title }) => {
          const items = shown.filter((a) => a.severity === severity);
          if (items.length === 0) return null;
          return (
            <Card key={severity} variant="outlined" component="section" aria-label={title}>
              <CardContent sx={{ pb: 1 }}>
                <Typography variant="h2" component="h2">
                  {title}（{items.length}件）
                </Typography>
              </CardContent>
              <AlertList alerts={items} />
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
