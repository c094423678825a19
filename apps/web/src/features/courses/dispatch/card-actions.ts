/** What a course card's ⋮ menu offers; the 配車表 page opens the matching dialog. */
export const cardActions = ['move', 'vehicle', 'copy', 'carryOver', 'delete', 'open'] as const;
export type CardAction = (typeof cardActions)[number];

export const cardActionLabels: Record<CardAction, string> = {
  move: '移動…',
  vehicle: '車両を割り当て…',
  copy: 'コピー（定期便）…',
  carryOver: '繰越…',
  delete: '削除',
  open: '詳細を開く',
};

/** The cell a card can be dropped on: its driver row (null = 未割当) and its date. */
export type DropCell = { driverId: string | null; deliveryDate: string };
export const cellId = ({ driverId, deliveryDate }: DropCell) => `cell:${driverId ?? 'none'}:${deliveryDate}`;
