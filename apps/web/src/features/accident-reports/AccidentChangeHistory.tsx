import { accidentDetailLabels, accidentDetailsSchema, accidentReportLabels } from '@rikuun/contract';
import { PagedChangeHistory } from '../../components/PagedChangeHistory.tsx';
import { useGetAccidentReportHistoryQuery } from './accident-reports.api.ts';

const labels: Record<string, string> = {
  ...accidentReportLabels,
  createdBy: '登録者',
  deletedAt: '削除日時',
};

/** Details are one JSON column: the history names what changed inside it. */
function formatValue(field: string, value: unknown) {
  if (field === 'isCritical' || field === 'isCorrectAddress')
    return value === null ? '—' : value ? 'はい' : 'いいえ';
  if (field !== 'details') return undefined;
  const parsed = accidentDetailsSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const d = parsed.data;
  const flags = d.criteria.map((k) => accidentDetailLabels[k]);
  return [
    d.description,
    `死者${d.injuries.deaths}・重傷${d.injuries.serious}・軽傷${d.injuries.minor}`,
    d.otherParty.name ? `相手方 ${d.otherParty.name}` : null,
    flags.length > 0 ? flags.join('、') : null,
  ]
    .filter(Boolean)
    .join(' / ');
}

/** The report's 変更履歴 card on its detail page. */
export function AccidentChangeHistory({ reportId }: { reportId: string }) {
  return (
    <PagedChangeHistory
      id={reportId}
      useHistory={useGetAccidentReportHistoryQuery}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
