// The views added for the guide's remaining items (issue 24): the seven-way distribution per pair, rater
// leniency, the flagged cases per flag, the rejection policy's rules, and rewrites; hand-computed values.
import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../../../records/dataset.ts';
import type { PreferenceLabel } from '../../../records/preferenceLabel.ts';
import { testLabel } from '../../../stats/testLabel.ts';
import { buildPreferenceSection } from './build.ts';
import { flagCases, flagPages, FLAG_PAGE_SIZE, excerpt } from './flagCases.ts';
import { pairDistributions } from './pairs.ts';
import { raterLeniency } from './raters.ts';
import { recognisablePii, rejectionRuleFindings } from './rejectionRules.ts';
import { taskPaths } from './tasks.ts';

const id = (m: string) => m.toUpperCase();
const zeros = { A3: 0, A2: 0, A1: 0, B1: 0, B2: 0, B3: 0, bad: 0 };

describe('pairDistributions', () => {
  const labels = [
    testLabel({ modelA: 'x', modelB: 'y', preference: 'A3' }),
    // Shown the other way round: "B is better than A" with x as B is "A is better" for the pair x vs y.
    testLabel({ modelA: 'y', modelB: 'x', preference: 'B2' }),
    testLabel({ modelA: 'y', modelB: 'x', preference: 'bad' }),
    testLabel({ modelA: 'z', modelB: 'x', preference: 'A1' }),
    // Rejected (even with a preference): left out.
    testLabel({
      modelA: 'x',
      modelB: 'y',
      preference: 'A1',
      rejection: 'Other',
      ratingsA: null,
      ratingsB: null,
    }),
  ];

  it('counts the seven preferences per pair, with A the model named first and mirrored codes', () => {
    expect(pairDistributions(labels, id)).toEqual([
      { a: 'x', b: 'y', counts: { ...zeros, A3: 1, A2: 1, bad: 1 }, n: 3 },
      { a: 'x', b: 'z', counts: { ...zeros, B1: 1 }, n: 1 },
    ]);
  });

  it('orders a pair by display name, not id', () => {
    const names: Record<string, string> = { x: 'Zeta', y: 'Alpha', z: 'Mu' };
    const d = pairDistributions(labels, (m) => names[m]!);
    // Alpha (y) vs Zeta (x): x's A3 over y becomes B3; "y vs x, B2" stays B2.
    expect(d[0]).toEqual({ a: 'y', b: 'x', counts: { ...zeros, B3: 1, B2: 1, bad: 1 }, n: 3 });
    expect(d[1]).toEqual({ a: 'z', b: 'x', counts: { ...zeros, A1: 1 }, n: 1 });
  });
});

describe('raterLeniency', () => {
  const labels: PreferenceLabel[] = [
    testLabel({
      raterId: 'r1',
      modelA: 'x',
      modelB: 'y',
      preference: 'A3',
      ratingsB: { languageMatch: false },
    }),
    testLabel({ raterId: 'r1', modelA: 'y', modelB: 'x', preference: 'B1' }),
    testLabel({ raterId: 'r2', modelA: 'x', modelB: 'y', preference: 'bad' }),
    testLabel({ raterId: 'r2', modelA: 'x', modelB: 'y', preference: 'B2', ratingsA: { preachy: true } }),
    testLabel({ raterId: 'r1', preference: null, rejection: 'PII', ratingsA: null, ratingsB: null }),
  ];
  const [r1, r2] = raterLeniency(labels, ['x', 'y']);

  it("gives each rater's mean score toward A and toward the better-ranked model, with t intervals", () => {
    // r1: +3 and -1 toward A: mean 1, s = 2, half-width t(0.975, 1) * 2 / sqrt 2 * sqrt 2 = 12.7062 * 2.
    expect(r1!.labels).toBe(2);
    expect(r1!.towardA.mean).toBe(1);
    expect(r1!.towardA.lo).toBeCloseTo(1 - 25.41241, 4);
    expect(r1!.towardA.hi).toBeCloseTo(1 + 25.41241, 4);
    // Toward x (ranked first): +3, and +1 where x was B and B was somewhat better.
    expect(r1!.towardBetter.mean).toBe(2);
    expect(r1!.towardBetter.hi).toBeCloseTo(2 + 12.7062, 4);
    // The others of r1 are r2's labels: 0 and -2.
    expect(r1!.othersTowardA!.mean).toBe(-1);
    expect(r2!.towardBetter.mean).toBe(-1);
    expect(r2!.othersTowardA!.mean).toBe(1);
  });

  it('gives both-bad shares and fault-flag rates over rated responses with Wilson intervals', () => {
    expect(r1!.bothBad).toMatchObject({ k: 0, n: 2, rate: 0 });
    expect(r2!.bothBad).toMatchObject({ k: 1, n: 2, rate: 0.5 });
    expect(r2!.bothBad.lo).toBeCloseTo(0.094531, 5);
    expect(r2!.bothBad.hi).toBeCloseTo(0.905469, 5);
    expect(r1!.flags['language-mismatch'].rater).toMatchObject({ k: 1, n: 4, rate: 0.25 });
    expect(r1!.flags['language-mismatch'].rater.lo).toBeCloseTo(0.045587, 5);
    expect(r1!.flags['language-mismatch'].rater.hi).toBeCloseTo(0.699358, 5);
    expect(r1!.flags['language-mismatch'].others).toMatchObject({ k: 0, n: 4 });
    expect(r1!.flags['language-mismatch'].others!.hi).toBeCloseTo(0.489891, 5);
    expect(r2!.flags.preachy.rater).toMatchObject({ k: 1, n: 4 });
    expect(r2!.flags.preachy.others).toMatchObject({ k: 0, n: 4 });
  });

  it('has no others when one rater labelled everything', () => {
    const [only] = raterLeniency([labels[0]!], ['x', 'y']);
    expect(only).toMatchObject({ others: 0, othersTowardA: null, othersBothBad: null });
    expect(only!.towardA).toMatchObject({ mean: 3, lo: null, hi: null });
  });
});

describe('flagCases and flagPages', () => {
  const labels = [
    testLabel({ taskId: 'T1', raterId: 'r1', ratingsB: { templated: true } }),
    // The same task shown the other way round: r2's A is the task's B.
    testLabel({
      taskId: 'T1',
      raterId: 'r2',
      modelA: 'y',
      modelB: 'x',
      preference: 'A3',
      ratingsA: { templated: true },
    }),
    testLabel({
      taskId: 'T2',
      rejection: 'Other',
      preference: null,
      ratingsA: { preachy: true, languageMatch: false },
    }),
  ];
  const p = taskPaths(labels);
  const cases = flagCases(p.byTask, p.taskIds, p.taskPath, id);

  it("lists each flagged response on the task page's side, the preference mirrored too", () => {
    expect(cases.templated.map((c) => [c.taskId, c.rater, c.side, c.model, c.preference])).toEqual([
      ['T1', 'r1', 'B', 'Y', 'A is better than B'],
      ['T1', 'r2', 'B', 'Y', 'B is much better than A'],
    ]);
    expect(cases.preachy).toEqual([
      expect.objectContaining({
        taskId: 'T2',
        side: 'A',
        rejected: 'Other',
        taskPath: 'preference/tasks/T2',
      }),
    ]);
    expect(cases['language-mismatch']).toHaveLength(1);
    expect(cases['false-refusal']).toEqual([]);
  });

  it('pages the cases, one empty page for a flag without any', () => {
    const many = Array.from({ length: FLAG_PAGE_SIZE + 1 }, (_, i) =>
      testLabel({ taskId: `F${String(i).padStart(2, '0')}`, ratingsA: { falseRefusal: true } }),
    );
    const q = taskPaths(many);
    const pages = flagPages(flagCases(q.byTask, q.taskIds, q.taskPath, id));
    const refusal = pages.filter((x) => x.flag === 'false-refusal');
    expect(
      refusal.map((x) => [x.path, x.page, x.pages, x.first, x.cases.length, x.prev ?? null, x.next ?? null]),
    ).toEqual([
      ['preference/flags/false-refusal', 1, 2, 1, FLAG_PAGE_SIZE, null, 'preference/flags/false-refusal/2'],
      [
        'preference/flags/false-refusal/2',
        2,
        2,
        FLAG_PAGE_SIZE + 1,
        1,
        'preference/flags/false-refusal',
        null,
      ],
    ]);
    expect(pages.filter((x) => x.flag === 'preachy')).toEqual([
      expect.objectContaining({ total: 0, pages: 1, cases: [] }),
    ]);
  });

  it('cuts a long prompt at a word', () => {
    expect(excerpt('one two three', 9)).toBe('one two…');
    expect(excerpt(' short  text ')).toBe('short text');
  });
});

describe('the rejection policy', () => {
  it('recognises email addresses, phone numbers and SSNs, and not numbers that are none', () => {
    expect(recognisablePii('Ring me at 555-0142')).toEqual(['phone number']);
    expect(recognisablePii('Call +44 20 7946 0958 today')).toEqual(['phone number']);
    expect(recognisablePii('Write to captain.ledger@example.com')).toEqual(['email address']);
    expect(recognisablePii('My SSN is 078-05-1120')).toEqual(['social security number']);
    for (const none of ['Bake at 180°C for 25 minutes.', 'In 2024, 12 Harbour Lane.', 'Save 1 500 a year'])
      expect(recognisablePii(none)).toEqual([]);
  });

  const rejected = (over: Parameters<typeof testLabel>[0]) =>
    testLabel({ preference: null, ratingsA: null, ratingsB: null, ...over });

  it('lists rejections for a language mismatch, for PII only one response carries, and for an understood character', () => {
    const labels = [
      rejected({ taskId: 'L', rejection: 'Other', ratingsA: undefined, ratingsB: { languageMatch: false } }),
      rejected({ taskId: 'P1', rejection: 'PII', responseA: 'Mail me: a.b@example.com', responseB: 'Sure.' }),
      rejected({ taskId: 'P2', rejection: 'PII', responseA: 'Ring 555-0142', responseB: 'Ring 555-0199' }),
      rejected({ taskId: 'P3', rejection: 'PII', responseA: 'At 12 Harbour Lane', responseB: 'Sure.' }),
      testLabel({ taskId: 'K1', raterId: 'r1', character: 'Orbit' }),
      testLabel({ taskId: 'K2', raterId: 'r1', character: 'Orbit' }),
      rejected({
        taskId: 'K3',
        raterId: 'r1',
        character: 'Orbit',
        rejection: 'Issues understanding Character',
      }),
      rejected({
        taskId: 'K4',
        raterId: 'r2',
        character: 'Orbit',
        rejection: 'Issues understanding Character',
      }),
      rejected({ taskId: 'S', rejection: 'Sensitive Content', responseA: 'x@y.org' }),
    ];
    // `ratingsA: undefined` keeps testLabel's clean ratings: a rejected task rated anyway.
    const f = rejectionRuleFindings(labels);
    expect(f.map((x) => [x.rule, x.taskId, x.side ?? null])).toEqual([
      ['rejected-language-mismatch', 'L', 'B'],
      ['rejected-pii-one-side', 'P1', 'A'],
      ['rejected-character-understood', 'K3', null],
    ]);
    expect(f[1]!.message).toBe(
      'task P1 is rejected for PII, but only response A carries any Parley recognises (email address); response B has none: choose it if it is not bad',
    );
    expect(f[2]!.message).toContain('rater r1 labelled 2 other tasks with the same character');
  });
});

describe('the section with the new views', () => {
  const labels = [
    testLabel({ taskId: 'T1', raterId: 'r1', preference: 'A3', ratingsB: { preachy: true } }),
    testLabel({
      taskId: 'T1',
      raterId: 'r2',
      modelA: 'y',
      modelB: 'x',
      preference: 'B2',
      rewrite: { side: 'A', text: 'A better answer.' },
    }),
  ];
  const s = buildPreferenceSection(
    { ...emptyDataset(), preferenceLabels: labels },
    { name: id, seed: 1, rounds: 20 },
  )!;

  it('shows a rewrite beside the response it rewrites, in the task page orientation', () => {
    expect(s.tasks[0]!.labels.map((l) => l.rewrite ?? null)).toEqual([
      null,
      { side: 'B', text: 'A better answer.' },
    ]);
  });

  it('offers the pair, rater and flag views, and counts the rejection rules', () => {
    expect(s.pairs.table.table.raw).toEqual([
      { modelA: 'x', modelB: 'y', labels: 2, ...zeros, A3: 1, A2: 1 },
    ]);
    expect(s.pairs.svg).toContain('X vs Y');
    expect(s.raters.preferences.table.raw.map((r) => [r.rater, r.towardA, r.othersTowardA])).toEqual([
      ['r1', 3, -2],
      ['r2', -2, 3],
    ]);
    expect(s.flagPages.map((p) => [p.flag, p.total])).toEqual([
      ['language-mismatch', 0],
      ['false-refusal', 0],
      ['preachy', 1],
      ['templated', 0],
    ]);
    expect(s.downloads.map((d) => d.name)).toEqual(
      expect.arrayContaining(['pair-preferences', 'raters', 'rater-flags']),
    );
    expect(s.rules.counts.filter((c) => c.policy).map((c) => c.id)).toEqual([
      'rejected-language-mismatch',
      'rejected-pii-one-side',
      'rejected-character-understood',
    ]);
  });
});
