import { describe, expect, it } from 'vitest';
import {
  type AptitudeFacts,
  ageOn,
  aptitudeTestsDue,
  aptitudeTestsDueBy,
  dayReachingAge,
  driverRegisterKeepUntil,
  type RegisterFacts,
  registerMissing,
  registerPhotoIsRecent,
} from './driver-register-rules.ts';

const facts = (over: Partial<AptitudeFacts> = {}): AptitudeFacts => ({
  birthDate: null,
  appointedOn: null,
  tests: [],
  seriousAccidents: [],
  ...over,
});

describe('aptitudeTestsDue (指導監督指針 第2章)', () => {
  it('asks for the 初任診断 by the 選任 day unless one was taken within the 3 years before', () => {
    expect(aptitudeTestsDue(facts({ appointedOn: '2026-04-01' }))).toMatchObject([
      {
        reason: 'initial',
        dueOn: '2026-04-01',
        message: '初任診断の受診記録がありません（選任日 2026/04/01）',
      },
    ]);
    const at = (takenOn: string) =>
      aptitudeTestsDue(facts({ appointedOn: '2026-04-01', tests: [{ kind: 'initial', takenOn }] }));
    expect(at('2026-03-20')).toEqual([]);
    expect(at('2023-04-01')).toEqual([]);
    expect(at('2023-03-31').map((d) => d.reason)).toEqual(['initial']);
    // Another kind of test does not stand in for it.
    const general = facts({ appointedOn: '2026-04-01', tests: [{ kind: 'general', takenOn: '2026-03-01' }] });
    expect(aptitudeTestsDue(general).map((d) => d.reason)).toEqual(['initial']);
  });

  it('asks for the 適齢診断 within a year after reaching 65, then within 3 years of the last', () => {
    // Born 1961-06-15: reaches 65 on 2026-06-14 (the day before the birthday).
    expect(dayReachingAge('1961-06-15', 65)).toBe('2026-06-14');
    expect(aptitudeTestsDue(facts({ birthDate: '1961-06-15' }))).toMatchObject([
      {
        reason: 'age',
        dueOn: '2027-06-14',
        message: '65歳に達したため、2027/06/14までに適齢診断の受診が必要です',
      },
    ]);
    const tested = facts({ birthDate: '1961-06-15', tests: [{ kind: 'age', takenOn: '2026-09-01' }] });
    expect(aptitudeTestsDue(tested)).toMatchObject([
      {
        reason: 'age',
        dueOn: '2029-09-01',
        message: '適齢診断の次回受診期限は2029/09/01です（前回 2026/09/01）',
      },
    ]);
    // A test before 65 does not count.
    const early = facts({ birthDate: '1961-06-15', tests: [{ kind: 'age', takenOn: '2026-06-01' }] });
    expect(aptitudeTestsDue(early)[0]?.dueOn).toBe('2027-06-14');
    // Shown only when due within the horizon: a 40-year-old has nothing to do.
    expect(aptitudeTestsDueBy(facts({ birthDate: '1986-01-01' }), '2026-11-27', 30)).toEqual([]);
    expect(aptitudeTestsDueBy(facts({ birthDate: '1961-06-15' }), '2027-05-20', 30)).toHaveLength(1);
  });

  it('asks for a 特定診断 after an accident with a death or serious injury, before driving again', () => {
    const after = facts({ seriousAccidents: [{ accidentDate: '2026-10-01' }] });
    expect(aptitudeTestsDue(after)).toMatchObject([{ reason: 'accident', dueOn: '2026-10-01' }]);
    const taken = (kind: 'specific1' | 'specific2' | 'general', takenOn: string) =>
      aptitudeTestsDue({ ...after, tests: [{ kind, takenOn }] }).map((d) => d.reason);
    expect(taken('specific1', '2026-10-05')).toEqual([]);
    expect(taken('specific2', '2026-10-01')).toEqual([]);
    expect(taken('specific1', '2026-09-30')).toEqual(['accident']);
    expect(taken('general', '2026-10-05')).toEqual(['accident']);
  });

  it('lists the most urgent first', () => {
    const due = aptitudeTestsDue(
      facts({
        birthDate: '1960-01-10',
        appointedOn: '2026-02-01',
        seriousAccidents: [{ accidentDate: '2026-11-01' }],
      }),
    );
    // Born 1960-01-10: reached 65 on 2025-01-09, so the 適齢診断 was due 2026-01-09.
    expect(due.map((d) => [d.reason, d.dueOn])).toEqual([
      ['age', '2026-01-09'],
      ['initial', '2026-02-01'],
      ['accident', '2026-11-01'],
    ]);
  });
});

describe('運転者台帳 (第9条の5)', () => {
  const complete: RegisterFacts = {
    birthDate: '1982-05-14',
    address1: '東京都江東区新砂',
    hiredOn: '2020-04-01',
    appointedOn: '2020-04-10',
    leftOn: null,
    leftReason: null,
    licenseNumber: '301803123450',
    licenseClass: 'large',
    licenseExpiresOn: '2028-06-14',
    licenseConditions: '眼鏡等',
    healthCondition: '良好',
    latestCheckupOn: '2026-05-10',
    photoTakenOn: '2026-09-01',
    tests: [{ kind: 'initial', takenOn: '2020-04-05' }],
  };

  it('finds nothing missing in a complete 台帳', () => {
    expect(registerMissing(complete, '2026-11-27')).toEqual([]);
  });

  it('names each missing item in the order of the article', () => {
    const empty: RegisterFacts = {
      ...complete,
      birthDate: null,
      address1: null,
      hiredOn: null,
      appointedOn: null,
      licenseNumber: null,
      licenseClass: null,
      licenseExpiresOn: null,
      licenseConditions: '',
      healthCondition: null,
      latestCheckupOn: null,
      photoTakenOn: null,
      tests: [],
    };
    expect(registerMissing(empty, '2026-11-27')).toEqual([
      'birthDate',
      'address',
      'hiredOn',
      'appointedOn',
      'licenseNumber',
      'licenseClass',
      'licenseExpiresOn',
      'licenseConditions',
      'healthCondition',
      'healthCheckup',
      'initialAptitudeTest',
      'photo',
    ]);
  });

  it('wants a photo taken within the 6 months before the 台帳, and the reason when the driver left', () => {
    expect(registerPhotoIsRecent('2026-05-27', '2026-11-27')).toBe(true);
    expect(registerPhotoIsRecent('2026-05-26', '2026-11-27')).toBe(false);
    expect(registerPhotoIsRecent('2026-11-28', '2026-11-27')).toBe(false);
    expect(registerMissing({ ...complete, photoTakenOn: '2026-05-26' }, '2026-11-27')).toEqual(['photo']);
    const left = { ...complete, leftOn: '2026-03-31', photoTakenOn: '2020-03-01' };
    expect(registerMissing(left, '2026-11-27')).toEqual(['leftReason']);
    expect(registerMissing({ ...left, leftReason: '自己都合による退職' }, '2026-11-27')).toEqual([]);
  });

  it('is kept 3 years after the driver leaves', () => {
    expect(driverRegisterKeepUntil(null)).toBeNull();
    expect(driverRegisterKeepUntil('2026-03-31')).toBe('2029-03-30');
  });

  it('counts age in whole years', () => {
    expect(ageOn('1961-06-15', '2026-06-14')).toBe(64);
    expect(ageOn('1961-06-15', '2026-06-15')).toBe(65);
  });
});
