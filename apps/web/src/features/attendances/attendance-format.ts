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
