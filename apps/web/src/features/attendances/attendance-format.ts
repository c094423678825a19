import {
  type Attendance,
  attendanceTypeLabels,
  healthConditionLabels,
  rollCallMethodLabels,
} from '@rikuun/contract';

/** 「あり」「なし」 for a yes/no of the 点呼, blank when not asked (breaks). */
export const yesNo = (value: boolean | null, yes = 'あり', no = 'なし') =>
  value === null ? '' : value ? yes : no;

/** 0.15 → 「0.15」 (mg/L, always two decimals as detectors show them). */
export const alcoholText = (value: number | null) => (value === null ? '' : value.toFixed(2));

export const typeText = (r: Pick<Attendance, 'type'>) => attendanceTypeLabels[r.type];
export const methodText = (r: Pick<Attendance, 'method'>) => (r.method ? rollCallMethodLabels[r.method] : '');
export const healthText = (r: Pick<Attendance, 'healthCondition'>) =>
  r.healthCondition ? healthConditionLabels[r.healthCondition] : '';

/** The 点呼執行者: the confirming staff user, or the self-reported name of a record from before. */
export const checkerText = (r: Pick<Attendance, 'confirmedBy' | 'legacyCheckedBy'>) =>
  r.confirmedBy?.name ?? (r.legacyCheckedBy ? `${r.legacyCheckedBy}（本人入力）` : '');

/** The driver's answers of a 点呼 in one line, as the confirmation shows them beside each record. */
export function driverAnswers(r: Attendance): string {
  const parts = [
    r.detectorUsed === null ? '' : `検知器${yesNo(r.detectorUsed, '使用', '未使用')}`,
    r.alcoholValue === null ? '' : `酒気帯び${yesNo(r.alcoholDetected)} ${alcoholText(r.alcoholValue)}mg/L`,
    r.healthCondition ? `健康 ${healthText(r)}` : '',
    r.sleepHours === null ? '' : `睡眠 ${r.sleepHours}時間`,
    r.dailyInspectionDone === null ? '' : `日常点検 ${yesNo(r.dailyInspectionDone, '実施', '未実施')}`,
    r.awayFromBase ? '出先' : '',
    r.vehicleRoadReport ? `状況：${r.vehicleRoadReport}` : '',
    r.handoverNote ? `通告：${r.handoverNote}` : '',
    r.memo ? `備考：${r.memo}` : '',
  ];
  return parts.filter(Boolean).join('・');
}
