import { describe, expect, it } from 'vitest';
import { moveItem, orderAfterDrag } from './reorder.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('leaves the list as it was for out-of-range or equal indexes, without changing the input', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(list, -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 1)).toEqual(['a', 'b']);
    moveItem(list, 0, 1);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('orderAfterDrag', () => {
  it("puts the dragged id at the target's place", () => {
    expect(orderAfterDrag(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(orderAfterDrag(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
  });
  it('is null when dropped on itself, outside, or on an unknown id', () => {
    expect(orderAfterDrag(['a', 'b'], 'a', 'a')).toBeNull();
    expect(orderAfterDrag(['a', 'b'], 'a', null)).toBeNull();
    expect(orderAfterDrag(['a', 'b'], 'a', 'z')).toBeNull();
  });
});
