import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

type Rect = { left: number; top: number; width: number; height: number };
type Direction = 'left' | 'right' | 'up' | 'down';

const directions: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * The nearest cell in the arrow's direction from the card's current place: same row for left/right,
 * same column for up/down. Pure, for the keyboard coordinate getter below.
 */
export function nextCellRect(current: Rect, rects: readonly Rect[], direction: Direction): Rect | undefined {
  const cx = current.left + current.width / 2;
  const cy = current.top + current.height / 2;
  const inRow = (r: Rect) => r.top <= cy && cy < r.top + r.height;
  const inColumn = (r: Rect) => r.left <= cx && cx < r.left + r.width;
  const ahead: Record<Direction, (r: Rect) => boolean> = {
    right: (r) => inRow(r) && r.left > cx,
    left: (r) => inRow(r) && r.left + r.width <= cx,
    down: (r) => inColumn(r) && r.top > cy,
    up: (r) => inColumn(r) && r.top + r.height <= cy,
  };
  const candidates = rects.filter(ahead[direction]);
  const distance = (r: Rect) => Math.abs(r.left + r.width / 2 - cx) + Math.abs(r.top + r.height / 2 - cy);
  return candidates.sort((a, b) => distance(a) - distance(b))[0];
}

/** Arrow keys move a lifted card one cell at a time (dnd-kit's default moves it 25 px). */
export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = directions[event.code];
  const { collisionRect, droppableRects } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const target = nextCellRect(collisionRect, [...droppableRects.values()], direction);
  // The card's top-left lands just inside the cell, so the cell is the one it overlaps most.
  return target ? { x: target.left + 4, y: target.top + 4 } : undefined;
};

/**
 * The cell under the pointer while dragging with a mouse or finger; with the keyboard (no pointer),
 * the cell holding the card's top-left corner, where the arrow keys put it. Rows differ in height,
 * so the largest overlap (dnd-kit's default) would often pick a neighbouring row.
 */
export const cellCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { left, top } = args.collisionRect;
  const corner = { x: left + 6, y: top + 6 };
  const hit = args.droppableContainers.find((container) => {
    const rect = args.droppableRects.get(container.id);
    return (
      rect && rect.left <= corner.x && corner.x < rect.right && rect.top <= corner.y && corner.y < rect.bottom
    );
  });
  return hit ? [{ id: hit.id, data: { droppableContainer: hit, value: 0 } }] : rectIntersection(args);
};
