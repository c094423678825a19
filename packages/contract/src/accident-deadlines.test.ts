import { describe, expect, it } from 'vitest';
import { type AccidentFacts, accidentCriteria, reportDeadlineOf } from './accident-deadlines.ts';
import { accidentDetailsSchema, accidentReportDeadline } from './accident-reports.ts';

const facts = (over: Partial<AccidentFacts> = {}): AccidentFacts => ({
  accidentDate: '2026-03-10',
  accidentTime: '14:30',
  injuries: { deaths: 0, serious: 0, minor: 0 },
  vehiclesInvolved: null,
  ...over,
});
const injuries = (deaths: number, serious: number, minor: number) => ({
  injuries: { deaths, serious, minor },
});

describe('reportDeadlineOf (自動車事故報告規則)', () => {
  it('asks for nothing after a minor accident', () => {
    expect(reportDeadlineOf(facts(injuries(0, 0, 3)))).toEqual({
      kind: null,
      dueAt: null,
      dueOn: null,
      reportDueOn: null,
      reasons: [],
    });
    expect(reportDeadlineOf(facts({ vehiclesInvolved: 9 })).kind).toBeNull();
  });

  it('asks for the 30-day report for each criterion of 第2条, due 30 days after the accident', () => {
    const reportOnly = accidentCriteria.filter((k) => k !== 'collision' && k !== 'drunkDriving');
    expect(reportOnly).toHaveLength(17);
    for (const k of reportOnly) {
      const d = reportDeadlineOf(facts({ [k]: true }));
      expect(d.kind, k).toBe('report_30d');
      expect(d.dueOn, k).toBe('2026-04-09');
      expect(d.reportDueOn, k).toBe('2026-04-09');
      expect(d.reasons, k).toHaveLength(1);
    }
    expect(reportDeadlineOf(facts({ overturned: true })).reasons).toEqual(['転覆']);
    expect(reportDeadlineOf(facts({ wheelDetached: true })).reasons).toEqual(['車輪の脱落']);
    // 第2条 第7号 and 第11号 name these besides the older cases.
    expect(reportDeadlineOf(facts({ unqualifiedLargeVehicle: true })).reasons).toEqual([
      '大型自動車等無資格運転',
    ]);
    expect(reportDeadlineOf(facts({ trailerDetached: true })).reasons).toEqual(['被牽引自動車の分離']);
    // 第2条 第14号: the minister's (運輸局長's) instruction is a 30-day report, not a 速報 (第4条 names it not).
    expect(reportDeadlineOf(facts({ publicImpact: true })).kind).toBe('report_30d');
  });

  it('asks nothing for a collision alone with no casualties', () => {
    expect(reportDeadlineOf(facts({ collision: true, vehiclesInvolved: 2 })).kind).toBeNull();
  });

  it('asks for a 速報 when dangerous goods spill through an overturn, a fall, a fire or a collision (第4条 第3号)', () => {
    const causes: [Partial<AccidentFacts>, string][] = [
      [{ overturned: true }, '転覆'],
      [{ fellOffRoad: true }, '道路外への転落'],
      [{ fire: true }, '火災'],
      [{ railwayContact: true }, '鉄道車両との衝突・接触'],
      [{ collision: true }, '他の自動車・物件との衝突・接触'],
      [{ vehiclesInvolved: 2 }, '他の車両との衝突'],
    ];
    for (const [over, cause] of causes) {
      const d = reportDeadlineOf(facts({ dangerousGoodsSpilled: true, ...over }));
      expect(d.kind, cause).toBe('flash_24h');
      expect(d.dueAt, cause).toBe('2026-03-11T14:30:00+09:00');
      expect(d.reasons[0], cause).toBe(`危険物等の飛散・漏えい（${cause}による）`);
      expect(
        d.reasons.filter((r) => r === '危険物等の飛散・漏えい'),
        cause,
      ).toEqual([]);
    }
    // A leak without any of them (a valve failing at a stop) is the 30-day report only.
    const leak = reportDeadlineOf(facts({ dangerousGoodsSpilled: true, vehiclesInvolved: 1 }));
    expect(leak).toMatchObject({ kind: 'report_30d', reasons: ['危険物等の飛散・漏えい'] });
  });

  it('counts a death or a serious injury, 10 vehicles and 10 injured for the report', () => {
    expect(reportDeadlineOf(facts(injuries(1, 0, 0)))).toMatchObject({
      kind: 'report_30d',
      reasons: ['死者又は重傷者（死者1名・重傷者0名）'],
    });
    expect(reportDeadlineOf(facts(injuries(0, 1, 0))).kind).toBe('report_30d');
    expect(reportDeadlineOf(facts({ vehiclesInvolved: 10 })).reasons).toEqual([
      '10台以上の車両が関係（10台）',
    ]);
    expect(reportDeadlineOf(facts(injuries(0, 4, 5))).kind).toBe('report_30d');
  });

  it('asks for a 速報 within 24 hours for 2 deaths, 5 seriously injured, 10 injured, drink-driving', () => {
    const cases: [Partial<AccidentFacts>, string][] = [
      [injuries(2, 0, 0), '2名以上の死者（2名）'],
      [injuries(0, 5, 0), '5名以上の重傷者（5名）'],
      [injuries(0, 0, 10), '10名以上の負傷者（10名）'],
      [{ drunkDriving: true }, '酒気帯び運転'],
    ];
    for (const [over, reason] of cases) {
      const d = reportDeadlineOf(facts(over));
      expect(d.kind, reason).toBe('flash_24h');
      expect(d.dueAt, reason).toBe('2026-03-11T14:30:00+09:00');
      expect(d.dueOn, reason).toBe('2026-03-11');
      expect(d.reportDueOn, reason).toBe('2026-04-09');
      expect(d.reasons[0], reason).toBe(reason);
    }
  });

  it('does not repeat a reason that calls for both, and lists the report reasons after the 速報', () => {
    const d = reportDeadlineOf(facts({ drunkDriving: true, fire: true }));
    expect(d.reasons).toEqual(['酒気帯び運転', '火災']);
    const many = reportDeadlineOf(facts(injuries(0, 0, 12)));
    expect(many.reasons).toEqual(['10名以上の負傷者（12名）']);
  });

  it('is not a 速報 for one death or four seriously injured', () => {
    expect(reportDeadlineOf(facts(injuries(1, 4, 4))).kind).toBe('report_30d');
  });

  it('crosses midnight, month and year ends in Tokyo time', () => {
    const d = reportDeadlineOf(
      facts({ accidentDate: '2026-12-31', accidentTime: '23:45', ...injuries(3, 0, 0) }),
    );
    expect(d.dueAt).toBe('2027-01-01T23:45:00+09:00');
    expect(d.reportDueOn).toBe('2027-01-30');
    expect(reportDeadlineOf(facts({ accidentDate: '2028-02-01', fire: true })).dueOn).toBe('2028-03-02');
  });

  it('reads a stored report: details parsed with their defaults', () => {
    const details = accidentDetailsSchema.parse({ description: '追突', injuries: { serious: 1 } });
    expect(details.otherParty).toEqual({ name: null, phone: null, vehicle: null, insurer: null });
    expect(
      accidentReportDeadline({ accidentDate: '2026-05-01', accidentTime: '08:00', details }),
    ).toMatchObject({
      kind: 'report_30d',
      dueOn: '2026-05-31',
    });
  });
});
