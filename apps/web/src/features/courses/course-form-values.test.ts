import { describe, expect, it } from 'vitest';
import { newCourseValues, valuesFromContract, withCurrent } from './course-form-values.ts';

const driverId = '0190a8e0-0000-7000-8000-000000000001';

describe('newCourseValues', () => {
  it('takes the delivery date and driver from the query', () => {
    const values = newCourseValues(new URLSearchParams({ deliveryDate: '2026-11-24', driverId }));
    expect(values.deliveryDate).toBe('2026-11-24');
    expect(values.driverId).toBe(driverId);
    expect(values.status).toBe('planned');
    expect(values.name).toBe('');
  });
  it('ignores malformed query values', () => {
    const values = newCourseValues(new URLSearchParams({ deliveryDate: '2026-02-30', driverId: 'x' }));
    expect(values.deliveryDate).toBe('');
    expect(values.driverId).toBeNull();
  });
});

describe('valuesFromContract', () => {
  it("fills the client and the contract's base", () => {
    expect(valuesFromContract({ clientId: 'c1', baseId: 'b1' })).toEqual({ clientId: 'c1', baseId: 'b1' });
  });
  it('keeps the chosen base when the contract has none', () => {
    expect(valuesFromContract({ clientId: 'c1', baseId: null })).toEqual({ clientId: 'c1' });
  });
});

describe('withCurrent', () => {
  const options = [{ value: 'a', label: 'A' }];
  it('adds the saved choice when the list lacks it', () => {
    expect(withCurrent(options, 'z', '山田')).toEqual([...options, { value: 'z', label: '山田' }]);
  });
  it('leaves the list as it is otherwise', () => {
    expect(withCurrent(options, 'a', 'A')).toEqual(options);
    expect(withCurrent(options, null, null)).toEqual(options);
  });
});
