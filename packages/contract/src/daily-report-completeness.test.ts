import { describe, expect, it } from 'vitest';
import {
  type DailyReportRecord,
  missingDailyReportItems,
  missingItemsMessage,
  needsLoadStatus,
  noDayFacts,
} from './daily-report-completeness.ts';

const at = (hhmm: string) => new Date(`2026-11-10T${hhmm}:00+09:00`).toISOString();

/** A report holding every 第8条 item. */
const complete: DailyReportRecord = {
  vehicleId: '0192f000-0000-7000-8000-000000000001',
  startAt: at('06:00'),
  endAt: at('15:00'),
  startPlace: '江東営業所',
  endPlace: '江東営業所',
  startOdometerKm: 48_210,
  endOdometerKm: 48_272,
  trackDistanceKm: null,
  waypoints: '豊洲、築地',
  breaks: [{ start: at('10:00'), end: at('11:00'), place: '築地' }],
  driverChanges: [],
  loadStatus: null,
  waitingRecords: [],
  loadingWork: [],
  accidentOrDelay: null,
};
const fields = (r: Partial<DailyReportRecord>, facts = noDayFacts) =>
  missingDailyReportItems({ ...complete, ...r }, facts).map((m) => m.field);

describe('missingDailyReportItems', () => {
  it('finds nothing missing in a complete report', () => {
    expect(missingDailyReportItems(complete, noDayFacts)).toEqual([]);
  });

  it('names the vehicle, the start and end with their places, the distance and the waypoints', () => {
    const empty: DailyReportRecord = {
      ...complete,
      vehicleId: null,
      startAt: null,
      endAt: null,
      startPlace: null,
      endPlace: ' ',
      startOdometerKm: null,
      endOdometerKm: null,
      waypoints: null,
    };
    const missing = missingDailyReportItems(empty, noDayFacts);
    expect(missing.map((m) => m.label)).toEqual([
      '車両',
      '業務開始の日時',
      '業務開始の地点',
      '業務終了の日時',
      '業務終了の地点',
      '走行距離（開始・終了メーター）',
      '主な経過地点',
    ]);
    expect(missingItemsMessage(missing)).toBe(
      '乗務記録として必要な項目が未記入のため承認できません：車両、業務開始の日時、業務開始の地点、業務終了の日時、業務終了の地点、走行距離（開始・終了メーター）、主な経過地点',
    );
  });

  it('takes the distance from the track when an odometer reading is missing', () => {
    expect(fields({ endOdometerKm: null })).toEqual(['endOdometerKm']);
    expect(fields({ endOdometerKm: null, trackDistanceKm: 61.8 })).toEqual([]);
  });

  it('asks each break for its end and place, and each driver change for its place', () => {
    const missing = missingDailyReportItems(
      {
        ...complete,
        breaks: [complete.breaks[0] as never, { start: at('13:00'), end: null, place: null }],
        driverChanges: [{ at: at('12:00'), place: null }],
      },
      noDayFacts,
    );
    expect(missing).toEqual([
      { field: 'breaks.1.end', label: '休憩2の終了時刻' },
      { field: 'breaks.1.place', label: '休憩2の場所' },
      { field: 'driverChanges.0.place', label: '運転交替1の地点' },
    ]);
  });

  it('asks for 積載状況 only on a vehicle that needs it', () => {
    expect(fields({}, { ...noDayFacts, loadStatusRequired: true })).toEqual(['loadStatus']);
    expect(fields({ loadStatus: '食品 4.2t（満載）' }, { ...noDayFacts, loadStatusRequired: true })).toEqual(
      [],
    );
  });

  it('asks a 荷待ち of 30 minutes or more for its place and times, not a shorter one', () => {
    const wait = {
      place: null,
      arrivedAt: at('07:00'),
      departedAt: at('07:30'),
      loadingStartAt: null,
      loadingEndAt: null,
      shipperConfirmed: false,
    };
    expect(fields({ waitingRecords: [wait] })).toEqual(['waitingRecords.0.place']);
    expect(fields({ waitingRecords: [{ ...wait, departedAt: at('07:29') }] })).toEqual([]);
    // Of unknown length: the times are what is missing.
    expect(fields({ waitingRecords: [{ ...wait, place: '豊洲', departedAt: null }] })).toEqual([
      'waitingRecords.0.departedAt',
    ]);
  });

  it("asks for the phone's 荷待ち of 30 minutes or more that the report does not cover", () => {
    const facts = {
      ...noDayFacts,
      waits: [{ place: '豊洲市場', start: at('07:00'), end: at('07:40') }],
    };
    const missing = missingDailyReportItems(complete, facts);
    expect(missing).toEqual([
      { field: 'waitingRecords', label: '荷待ち（豊洲市場 11/10 07:00〜07:40）の記録' },
    ]);
    const covered = {
      place: '豊洲市場',
      arrivedAt: at('06:55'),
      departedAt: at('08:05'),
      loadingStartAt: null,
      loadingEndAt: null,
      shipperConfirmed: false,
    };
    expect(fields({ waitingRecords: [covered] }, facts)).toEqual([]);
  });

  it('asks for 荷役 of 1 hour or more unless the contract lists the tasks', () => {
    const loading = {
      place: '豊洲',
      startAt: at('08:00'),
      endAt: at('09:00'),
      description: null,
      shipperConfirmed: false,
    };
    expect(fields({ loadingWork: [loading] })).toEqual(['loadingWork.0.description']);
    expect(fields({ loadingWork: [{ ...loading, endAt: at('08:59') }] })).toEqual([]);
    const facts = { ...noDayFacts, loadings: [{ place: '豊洲', start: at('08:00'), end: at('09:10') }] };
    expect(fields({}, facts)).toEqual(['loadingWork']);
    expect(fields({}, { ...facts, contractListsLoading: true })).toEqual([]);
    expect(fields({ loadingWork: [loading] }, { ...noDayFacts, contractListsLoading: true })).toEqual([]);
  });

  it('asks for the accident or delay when the day had an accident report or a course ran late', () => {
    const accident = missingDailyReportItems(complete, { ...noDayFacts, accidents: 1 });
    expect(accident).toEqual([
      { field: 'accidentOrDelay', label: '事故・著しい遅延の概要と原因（事故報告1件）' },
    ]);
    const late = missingDailyReportItems(complete, { ...noDayFacts, delayedCourses: ['豊洲A便'] });
    expect(late[0]?.label).toBe('事故・著しい遅延の概要と原因（豊洲A便の遅延）');
    expect(
      fields({ accidentOrDelay: '首都高の事故渋滞で60分遅延' }, { ...noDayFacts, accidents: 1 }),
    ).toEqual([]);
  });
});

describe('needsLoadStatus', () => {
  it('is true from 車両総重量 8 t or 最大積載量 5 t, and always for 大型 or トレーラー', () => {
    const v = { grossWeightKg: null, maxLoadKg: null, vehicleClass: 'medium' as const };
    expect(needsLoadStatus(v)).toBe(false);
    expect(needsLoadStatus({ ...v, grossWeightKg: 8_000 })).toBe(true);
    expect(needsLoadStatus({ ...v, grossWeightKg: 7_990 })).toBe(false);
    expect(needsLoadStatus({ ...v, maxLoadKg: 5_000 })).toBe(true);
    expect(needsLoadStatus({ ...v, maxLoadKg: 4_999 })).toBe(false);
    expect(needsLoadStatus({ ...v, vehicleClass: 'large' })).toBe(true);
    expect(needsLoadStatus({ ...v, vehicleClass: 'trailer' })).toBe(true);
    expect(needsLoadStatus({ ...v, vehicleClass: 'small', maxLoadKg: 2_000, grossWeightKg: 4_500 })).toBe(
      false,
    );
  });
});
