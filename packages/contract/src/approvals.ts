import { z } from 'zod';
import { optionalText } from './common.ts';

/**
 * The approval flow of expenses and daily reports (domain-model §4): the driver writes a draft and
 * requests approval; staff approve or send it back with a comment. Editing a sent-back record returns
 * it to draft; an approved record is locked.
 */
export const approveStatuses = ['draft', 'requested', 'approved', 'rejected'] as const;
export type ApproveStatus = (typeof approveStatuses)[number];
export const approveStatusLabels: Record<ApproveStatus, string> = {
  draft: '下書き',
  requested: '申請中',
  approved: '承認',
  rejected: '差戻し',
};

/** POST .../update-status (staff): approve, or send back with the reason. */
export const approvalDecisionInput = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: '承認または差戻しを選択してください' }),
    comment: optionalText('コメント', 1000),
  })
  .refine((v) => v.status !== 'rejected' || v.comment !== null, {
    path: ['comment'],
    error: '差戻しの理由を入力してください',
  });
export type ApprovalDecisionInput = z.input<typeof approvalDecisionInput>;

/** The fields every approvable record answers with. */
export const approvalFields = {
  approveStatus: z.enum(approveStatuses),
  statusComment: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
};

/** The approval and bookkeeping columns of an approvable record, as its 変更履歴 names them. */
export const approvalHistoryLabels = {
  approveStatus: '承認状況',
  statusComment: 'コメント',
  requestedAt: '申請日時',
  decidedAt: '承認・差戻し日時',
  decidedBy: '承認・差戻しした人',
  createdBy: '登録した人',
  deletedAt: '削除日時',
} as const;

/** Whether a record in this state may still be edited by the driver (an approved one is locked). */
export const isEditable = (status: ApproveStatus) => status === 'draft' || status === 'rejected';
