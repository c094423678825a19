import type { WorkingTimeDriver } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { workingTimeCsv } from './working-time-csv.ts';
import { formatClockTime, restBeforeOf, shiftMonth } from './working-time-format.ts';

const summary: WorkingTimeDriver['summary'] = {
  restraintMinutes: 930,
  restraintLimitMinutes: 17040,
  yearStartMonth: '2025-04',
  yearRestraintMinutes: 930,
  yearRestraintLimitMinutes: 198000,
  laborAgreement: false,
  drivingMinutes: 765,
  dutyCount: 1,
  splitRestCount: 0,
  maxRestraintMinutes: 930,
  daysOver13h: 1,
  daysOver14h: 1,
  restraintBreachCount: 1,
  restBreachCount: 0,
  restBelowTargetCount: 0,
  drivingTwoDayBreachCount: 0,
  continuousDrivingBreachCount: 0,
  weeks: [],
  findings: [],
};
const driver: WorkingTimeDriver = {
  id: '00000000-0000-4000-8000-000000000001',
  driverId: '00000000-0000-4000-8000-000000000001',
  driverName: '労働 太郎',
  summary,
  duties: [
    {
      workDate: '2025-06-10',
      start: '2025-06-09T21:00:00.000Z',
      end: '2025-06-10T12:30:00.000Z',
      ongoing: false,
      clockOutMissing: false,
      spanMinutes: 930,
      restraintMinutes: 930,
      restBeforeMinutes: null,
      afterDaysOff: false,
      breakMinutes: 45,
      waitingMinutes: 60,
      drivingMinutes: 765,
      maxContinuousDrivingMinutes: 230,
      currentContinuousDrivingMinutes: 0,
      attendanceId: '00000000-0000-4000-8000-000000000002',
      exceptions: {
        exceptions: ['holiday_work', 'unforeseen_event'],
        ferryBoardedAt: null,
        ferryLandedAt: null,
        unforeseenMinutes: 90,
        unforeseenReason: '国道通行止め',
      },
      restAfterMinutes: null,
      longestBreakMinutes: 45,
      splitRestMinutes: [],
      ferryMinutes: 0,
      excludedMinutes: 90,
      countedMinutes: 840,
      findings: [
        {
          rule: 'restraint_daily',
          severity: 'breach',
          minutes: 930,
          limit: 900,
          message: '拘束時間が15時間30分で、上限の15時間を超えています',
        },
      ],
    },
  ],
};

describe('working-time CSV', () => {
  it('writes a line per duty with its special cases and the month total, durations as H:MM, Tokyo times', () => {
    const lines = workingTimeCsv([driver], '2025-06').split('\r\n');
    expect(lines[0]?.charCodeAt(0)).toBe(0xfeff);
    expect(lines[1]).toBe(
      '労働 太郎,2025-06-10,2025-06-10 06:00,2025-06-10 21:30,15:30,,0:45,1:00,12:45,3:50,休日労働・予期し得ない事象（1時間30分：国道通行止め）,基準超過,拘束時間が15時間30分で、上限の15時間を超えています',
    );
    expect(lines[2]).toBe('労働 太郎,2025-06 月計,,,15:30,,,,12:45,,,,');
  });
});

describe('working-time formats', () => {
  it('moves months across years and marks a time after the work date', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(formatClockTime('2025-06-10T17:30:00.000Z', '2025-06-10')).toBe('翌 02:30');
    expect(formatClockTime('2025-06-09T21:00:00.000Z', '2025-06-10')).toBe('06:00');
  });

  it('shows no 休息 figure after days off (a 休日 in between), in the table and the CSV', () => {
    expect(restBeforeOf({ restBeforeMinutes: 9638, afterDaysOff: true })).toBeNull();
    expect(restBeforeOf({ restBeforeMinutes: 600, afterDaysOff: false })).toBe(600);
    const duty = driver.duties[0] as (typeof driver.duties)[number];
    const afterDaysOff = { ...driver, duties: [{ ...duty, restBeforeMinutes: 9638, afterDaysOff: true }] };
    expect(workingTimeCsv([afterDaysOff], '2025-06').split('\r\n')[1]?.split(',')[5]).toBe('');
    const afterNight = { ...driver, duties: [{ ...duty, restBeforeMinutes: 600 }] };
    expect(workingTimeCsv([afterNight], '2025-06').split('\r\n')[1]?.split(',')[5]).toBe('10:00');
  });
});
