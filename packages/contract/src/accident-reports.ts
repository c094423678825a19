/** 事故報告 (spec §3, domain-model §5): what a report's files are. */
export const accidentFileCategories = ['photo', 'police_report', 'estimate', 'drawing', 'other'] as const;
export type AccidentFileCategory = (typeof accidentFileCategories)[number];
export const accidentFileCategoryLabels: Record<AccidentFileCategory, string> = {
  photo: '写真',
  police_report: '事故証明・警察書類',
  estimate: '見積書',
  drawing: '事故図',
  other: 'その他',
};
