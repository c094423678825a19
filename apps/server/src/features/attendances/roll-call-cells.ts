import { type Attendance, rollCallMethodLabels } from '@rikuun/contract';

/** The 点呼記録簿's cells that the CSV and the PDF write alike. */
export const yesNo = (v: boolean | null, yes = 'あり', no = 'なし') => (v === null ? '' : v ? yes : no);
export const alcohol = (r: Attendance) =>
  r.alcoholDetected === null
    ? ''
    : `${r.alcoholDetected ? 'あり' : 'なし'} ${r.alcoholValue?.toFixed(2) ?? ''}`.trim();
/** The 点呼執行者: the confirming staff user, or the self-reported name of a record from before. */
export const checker = (r: Attendance) =>
  r.confirmedBy?.name ?? (r.legacyCheckedBy ? `${r.legacyCheckedBy}（本人入力）` : '未確認');
export const methodOf = (r: Attendance) => (r.method ? rollCallMethodLabels[r.method] : '');
