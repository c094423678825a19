import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

/** Japanese screen-reader texts for dragging stops (dnd-kit's defaults are English). */
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'スペースキーまたはEnterキーで持ち上げ、上下の矢印キーで移動し、もう一度スペースキーまたはEnterキーで置きます。Escapeキーで取り消します。',
};

export function sortAnnouncements(
  nameOf: (id: string | number) => string,
  placeOf: (id: string | number) => number,
): Announcements {
  return {
    onDragStart: ({ active }) => `「${nameOf(active.id)}」を持ち上げました。`,
    onDragOver: ({ active, over }) =>
      over ? `「${nameOf(active.id)}」を${placeOf(over.id)}番目に移動します。` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `「${nameOf(active.id)}」を${placeOf(over.id)}番目に置きました。`
        : `「${nameOf(active.id)}」を置きました。`,
    onDragCancel: ({ active }) => `「${nameOf(active.id)}」の移動を取り消しました。`,
  };
}
