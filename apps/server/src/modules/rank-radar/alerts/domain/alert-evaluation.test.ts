import { describe, expect, it } from 'vitest';
import { alertsOfDay, type EvaluatedRule, type TrackerDayRanks } from './alert-evaluation';

const rule = (over: Partial<EvaluatedRule>): EvaluatedRule => ({
  id: 1,
  kind: 'leaves_top',
  threshold: 10,
  direction: 'either',
  keywordIds: null,
  email: false,
  ...over,
});

/** A tracker of terms 1..n whose ranks went from `moves[i][0]` to `moves[i][1]` (null: none). */
function day(
  moves: [number | null, number | null][],
  rules: EvaluatedRule[],
  termIds = moves.map((_, i) => i + 1),
): TrackerDayRanks {
  const held = (at: 0 | 1) => moves.flatMap((m, i) => (m[at] === null ? [] : [[i + 1, m[at]]]));
  return {
    trackerId: 7,
    keywordIds: held(1).map(([id]) => id!),
    ranks: held(1).map(([, rank]) => rank!),
    previousIds: held(0).map(([id]) => id!),
    previousRanks: held(0).map(([, rank]) => rank!),
    termIds,
    rules,
  };
}

/** [term, previous rank, rank] of each alert. */
const met = (d: TrackerDayRanks) =>
  alertsOfDay(d).map((a) => [a.keywordId, a.previousRank, a.rank]);

describe('alerts of a collected day', () => {
  it('leaves the top N: ranked within N before, below it or not ranked now', () => {
    const d = day(
      [
        [5, 12],
        [10, 11],
        [10, 10],
        [3, null],
        [12, 20],
        [null, 50],
      ],
      [rule({ kind: 'leaves_top', threshold: 10 })],
    );
    expect(met(d)).toEqual([
      [1, 5, 12],
      [2, 10, 11],
      [4, 3, null],
    ]);
  });

  it('enters the top N: within N now, below it or not ranked before', () => {
    const d = day(
      [
        [40, 3],
        [11, 10],
        [null, 1],
        [5, 4],
        [12, 11],
        [2, null],
      ],
      [rule({ kind: 'enters_top', threshold: 10 })],
    );
    expect(met(d)).toEqual([
      [1, 40, 3],
      [2, 11, 10],
      [3, null, 1],
    ]);
  });

  it('moves by N places: up, down or either way, ranked on both days', () => {
    const moves: [number | null, number | null][] = [
      [20, 30],
      [30, 20],
      [20, 24],
      [null, 5],
      [5, null],
      [20, 25],
    ];
    const of = (direction: EvaluatedRule['direction']) =>
      met(day(moves, [rule({ kind: 'moves', threshold: 5, direction })]));
    expect(of('down')).toEqual([
      [1, 20, 30],
      [6, 20, 25],
    ]);
    expect(of('up')).toEqual([[2, 30, 20]]);
    expect(of('either')).toEqual([
      [1, 20, 30],
      [2, 30, 20],
      [6, 20, 25],
    ]);
  });

  it('counts ranks outside 1 to 100 as not ranked', () => {
    const d = day(
      [
        [7, 150],
        [0, 5],
        [101, 100],
        [-1, 101],
      ],
      [rule({ kind: 'leaves_top', threshold: 10 }), rule({ id: 2, kind: 'enters_top' })],
    );
    expect(alertsOfDay(d).map((a) => [a.ruleId, a.keywordId, a.previousRank, a.rank])).toEqual([
      [1, 1, 7, null],
      [2, 2, null, 5],
    ]);
    const moved = day(
      [
        [100, 150],
        [150, 90],
      ],
      [rule({ kind: 'moves', threshold: 5 })],
    );
    expect(met(moved)).toEqual([]);
  });

  it('a term without a previous rank neither leaves the top nor moves', () => {
    const d = day(
      [[null, 50]],
      [rule({ kind: 'leaves_top', threshold: 100 }), rule({ id: 2, kind: 'moves', threshold: 1 })],
    );
    expect(met(d)).toEqual([]);
  });

  it("looks only at a rule's chosen terms, and only at the tracker's eligible terms", () => {
    const moves: [number | null, number | null][] = [
      [5, 12],
      [6, 13],
      [7, 14],
    ];
    expect(met(day(moves, [rule({ keywordIds: [1, 3] })]))).toEqual([
      [1, 5, 12],
      [3, 7, 14],
    ]);
    // Term 3 is archived or was added after the previous day was collected.
    expect(met(day(moves, [rule({ keywordIds: [1, 3] })], [1, 2]))).toEqual([[1, 5, 12]]);
  });

  it('gives each alert its rule, tracker and whether the rule e-mails', () => {
    const d = day([[5, 12]], [rule({ id: 3, email: true }), rule({ id: 4 })]);
    expect(alertsOfDay(d)).toEqual([
      { ruleId: 3, trackerId: 7, keywordId: 1, previousRank: 5, rank: 12, email: true },
      { ruleId: 4, trackerId: 7, keywordId: 1, previousRank: 5, rank: 12, email: false },
    ]);
  });
});
