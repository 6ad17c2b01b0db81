// The peers section built from the fixture directory (test/peers/siteFixture.ts, each peer's own layout): the
// hand-computed numbers in its tables, the published numbers beside them, and the notes on what is not reproduced.
import { beforeAll, describe, expect, it } from 'vitest';
import { readTree } from '../../../../test/peers/readTree.ts';
import { HAND, peerSiteFiles } from '../../../../test/peers/siteFixture.ts';
import type { Dataset } from '../../../records/dataset.ts';
import { MISSING } from '../../../render/format.ts';
import { lengthControlledWinRate, alpacaPreference } from '../../../stats/lengthControlledWinRate.ts';
import { countCl100k } from '../../../stats/tokens.ts';
import { peersSection } from '../section.ts';
import { buildPeersSection } from './build.ts';
import { peersDownloads } from './downloads.ts';
import type { PeersModel } from './model.ts';

const ctx = {
  name: (m: string) => m,
  seed: 7,
  rounds: 200,
  countTokens: countCl100k,
  conversationPaths: new Map(),
};
let data: Dataset;
let peers: PeersModel;
beforeAll(async () => {
  data = (await readTree(peerSiteFiles())).data;
  peers = buildPeersSection(data, ctx)!;
});

const format = (id: string) => peers.formats.find((f) => f.id === id)!;
const tableOf = (f: string, t: string) => format(f).tables.find((x) => x.id === t)!.table;
/** The comparison rows of a format as [model, column, parley, published printed, agrees]. */
const compared = (f: string) =>
  tableOf(f, 'published').raw.map((r) => [r.model, r.column, r.parley, r.published_printed, r.agrees]);

describe('the peers section', () => {
  it('lists the formats present, in the order of docs/formats.md', () => {
    expect(peers.formats.map((f) => f.id)).toEqual([
      'alpacaeval',
      'arena-hard',
      'mt-bench',
      'lm-eval',
      'inspect',
      'lmarena',
    ]);
    expect(
      buildPeersSection(
        {
          ...data,
          peers: {
            ...data.peers,
            alpacaAnnotations: [],
            alpacaOutputs: [],
            arenaHardJudgments: [],
            answers: [],
            mtBenchPairs: [],
            sampleScores: [],
            evalRuns: [],
          },
          publishedLeaderboard: [],
          pairJudgments: [],
        },
        ctx,
      ),
    ).toBeUndefined();
  });

  it('the overview shows each format with its tally, and downloads the same tally', () => {
    const o = peers.overview;
    expect(o.columns.map((c) => c.key)).toEqual(['format', 'models', 'compared', 'agree', 'notRecomputed']);
    expect(o.raw).toEqual(peers.formats.map((f) => ({ format: f.id, title: f.title, ...f.tally })));
    peers.formats.forEach((f, i) => {
      const [name, models, compared, agree, notRecomputed] = o.rows[i]!;
      expect(name).toMatchObject({ text: f.title, href: `peers/${f.id}/` });
      expect([models!.sort, compared!.sort, agree!.sort, notRecomputed!.sort]).toEqual([
        f.tally.models,
        f.tally.compared,
        f.tally.agree,
        f.tally.notRecomputed,
      ]);
      expect(agree!.text).toBe(f.comparison ? `${f.tally.agree} of ${f.tally.compared}` : MISSING);
      expect(agree!.tone).toBe(!f.comparison ? 'muted' : f.tally.agree === f.tally.compared ? 'ok' : 'off');
    });
    expect(peers.formats.some((f) => f.comparison && f.tally.compared > 0)).toBe(true);
  });

  it("AlpacaEval: its leaderboard leads with the published LC, Parley's approximation beside it; hand-computed win rate, SE, counts and length beside the published row; avg_length differs by 1", () => {
    const h = HAND.alpaca;
    const lb = tableOf('alpacaeval', 'leaderboard');
    // The published table's rows by LC (57.46, 55.1, the baseline's 50.0), the model with annotations among them.
    expect(lb.raw.map((r) => r.model)).toEqual([h.publishedOnly, h.model, h.baseline]);
    expect(lb.columns.map((c) => c.label).slice(0, 4)).toEqual([
      'Model',
      'LC win rate %',
      'Parley LC %',
      'Δ LC',
    ]);
    expect(lb.columns.filter((c) => !c.more).length).toBeLessThanOrEqual(8);
    const x = lb.raw[1]!;
    expect(x).toMatchObject({
      model: h.model,
      baseline: h.baseline,
      annotator: h.annotator,
      win_rate: h.winRate,
      win_rate_published: 62.5,
      n_wins: h.wins,
      n_wins_base: h.baseWins,
      n_draws: h.draws,
      n_total: h.n,
      discrete_win_rate: h.discrete,
      avg_length: h.avgLength,
      avg_length_published: h.publishedAvgLength,
      avg_length_from: 'model_outputs',
      lc_win_rate_published: 55.1,
      lc_kind: 'approximation',
    });
    expect(x.standard_error).toBeCloseTo(h.standardError, 12);
    // No weights in the data: Parley's LC is lengthControlledWinRate's refit on the same rows, an approximation.
    const lc = lengthControlledWinRate(
      data.peers.alpacaAnnotations
        .filter((a) => a.model === h.model)
        .sort((a, b) => a.position - b.position)
        .map((a) => ({
          preference: alpacaPreference(a.preference),
          modelLength: a.modelLength,
          baselineLength: a.baselineLength,
        })),
      { seed: ctx.seed, rounds: ctx.rounds },
    );
    expect(lc.lengthControlled).not.toBeNull();
    expect(x.lc_win_rate_parley).toBe(100 * lc.lengthControlled!);
    expect(lb.rows[1]![2]!.text).toBe(`≈ ${(100 * lc.lengthControlled!).toFixed(2)}`);
    expect(lb.rows[1]![2]!.tone).toBe('muted');
    const rows = compared('alpacaeval');
    expect(rows).toEqual([
      [h.model, 'win_rate', 62.5, '62.5', true],
      [h.model, 'standard_error', h.standardError, '23.94', true],
      [h.model, 'n_wins', 2, '2', true],
      [h.model, 'n_wins_base', 1, '1', true],
      [h.model, 'n_draws', 1, '1', true],
      [h.model, 'n_total', 4, '4', true],
      [h.model, 'discrete_win_rate', 62.5, '62.5', true],
      [h.model, 'avg_length', 21, '22', false],
      // An approximation is shown with its difference and not judged.
      [h.model, 'length_controlled_winrate', 100 * lc.lengthControlled!, '55.1', null],
    ]);
    expect(tableOf('alpacaeval', 'published').raw[7]!.difference).toBe(-1);
    expect(tableOf('alpacaeval', 'published').raw[8]!.approximation).toBe(true);
    expect(format('alpacaeval').tally).toMatchObject({ compared: 8, agree: 7 });
    expect(format('alpacaeval').headline).toBe('leaderboard');
    const notes = format('alpacaeval').notes.join('\n');
    expect(notes).toContain(
      `The baseline ${h.baseline} compared with itself (${h.annotator}, ${h.selfDraws} instructions)`,
    );
    expect(notes).toContain(
      `1 published row has no annotations in the data, so its win rates are shown as published and not recomputed: ${h.publishedOnly}.`,
    );
    expect(notes).toContain("Parley's LC of 1 model (marked ≈) is an approximation");
  });

  it('arena-hard: score 75 from W 4 T 1 L 1 and avg_tokens 329 agree; the bootstrap ends are compared, not expected to agree', () => {
    const lb = tableOf('arena-hard', 'leaderboard').raw[0]!;
    expect(lb).toMatchObject({
      model: 'model-x',
      baseline: 'gpt-4-0314',
      score: 75,
      wins: 4,
      ties: 1,
      losses: 1,
      games: 4,
      dropped: 0,
      avg_tokens: 329,
    });
    expect(lb.lo as number).toBeLessThanOrEqual(75);
    expect(lb.hi as number).toBeGreaterThanOrEqual(75);
    const rows = compared('arena-hard');
    expect(rows.filter((r) => r[1] === 'score' || r[1] === 'avg_tokens')).toEqual([
      // The baseline: 50 against itself by definition, as the leaderboard prints it.
      ['gpt-4-0314', 'score', 50, '50.0', true],
      ['gpt-4-0314', 'avg_tokens', 6, '6.0', true],
      ['model-x', 'score', 75, '75.0', true],
      ['model-x', 'avg_tokens', 329, '329.0', true],
    ]);
    expect(format('arena-hard').notes.join('\n')).toMatch(
      /token_len: 2 of 4 answers' written counts equal Parley's count/,
    );
  });

  it('MT-Bench: turn means 8.33 / 7.5 / 8 and 5 / 4 / 4.5, categories, pairwise 1-1-2; no published numbers', () => {
    const single = tableOf('mt-bench', 'single').raw;
    expect(single.map((r) => [r.model, r.turn1, r.turn2, r.average, r.n, r.ungraded])).toEqual([
      ['model-a', HAND.mtBench.a.turn1, 7.5, 8, 5, 1],
      ['model-b', 5, 4, 4.5, 2, 0],
    ]);
    expect(tableOf('mt-bench', 'categories').raw[0]).toEqual({
      model: 'model-a',
      ...HAND.mtBench.categories,
    });
    expect(
      tableOf('mt-bench', 'pairwise').raw.map((r) => [
        r.model,
        r.win,
        r.loss,
        r.tie,
        r.win_rate,
        r.win_rate_adjusted,
      ]),
    ).toEqual([
      ['model-a', 1, 1, 2, 0.25, 0.5],
      ['model-b', 1, 1, 2, 0.25, 0.5],
    ]);
    expect(format('mt-bench').comparison).toBeUndefined();
  });

  it('lm-eval and Inspect: 0.75 ± 0.25 and 0.5 ± 0.5 recomputed to every digit; the group row is published only', () => {
    expect(compared('lm-eval')).toEqual([
      ['EleutherAI-pythia-14m', 'acc,none', 0.75, '0.75', true],
      ['EleutherAI-pythia-14m', 'acc_stderr,none', 0.25, '0.25', true],
      ['EleutherAI-pythia-14m', 'exact_match,strict-match', 0.5, '0.5', true],
      ['EleutherAI-pythia-14m', 'exact_match_stderr,strict-match', 0.5, '0.5', true],
    ]);
    expect(format('lm-eval').notes[0]).toContain(`shown as published only: ${HAND.lmEval.group}`);
    expect(format('lm-eval').tally).toEqual({ models: 1, compared: 4, agree: 4, notRecomputed: 1 });
    expect(compared('inspect')).toEqual([
      ['openai-gpt-4o-mini', 'accuracy', 0.75, '0.75', true],
      ['openai-gpt-4o-mini', 'stderr', 0.25, '0.25', true],
    ]);
  });

  it('LMArena: 6 anonymous battles, 5 English and 1 Chinese, and a rating with an interval per model', () => {
    const slices = Object.fromEntries(tableOf('lmarena', 'slices').raw.map((r) => [r.slice, r.battles]));
    expect(slices).toMatchObject({ overall: 6, 'language:English': 5, 'language:Chinese': 1 });
    const ratings = tableOf('lmarena', 'ratings').raw;
    expect(ratings.map((r) => r.model).sort()).toEqual(['alpaca-13b', 'llama-2-7b-chat', 'vicuna-7b']);
    expect(ratings.reduce((s, r) => s + (r.games as number), 0)).toBe(12);
  });

  it('offers every table for download and gives a model its rows', () => {
    expect(peersDownloads(peers).map((d) => d.name)).toContain('alpacaeval-published');
    const rows = peersSection.modelRows!('model-x', peers);
    expect(rows.map((r) => r.title)).toEqual([
      'AlpacaEval: Leaderboard',
      'AlpacaEval: Published beside computed',
      "arena-hard-auto: Leaderboard as published (arena_hard_leaderboard_20240731) with Parley's numbers",
      'arena-hard-auto: Scores against the baseline',
      'arena-hard-auto: Published beside computed',
    ]);
  });
});

describe('the benchmarks’ boards', () => {
  it('MT-Bench: the board ranks by the average with its interval; arena-hard: the published table as published', () => {
    const boards = peersSection.boards!(peers);
    expect(boards.map((b) => [b.id, b.title, b.published ?? null])).toEqual([
      ['arena-hard', 'Arena-Hard-Auto', 'as published in arena_hard_leaderboard_20240731'],
      ['mt-bench', 'MT-Bench', null],
    ]);
    const mt = boards.find((b) => b.id === 'mt-bench')!;
    // HAND.mtBench: model-a 8.33 / 7.5 / 8 over 5 grades; model-b 5 / 4 / 4.5 over 2.
    expect(mt.table.raw.map((r) => [r.model, r.average, r.turn1, r.turn2, r.grades])).toEqual([
      ['model-a', 8, 25 / 3, 7.5, 5],
      ['model-b', 4.5, 5, 4, 2],
    ]);
    const a = mt.table.raw[0]!;
    expect(a.averageLo as number).toBeLessThanOrEqual(8);
    expect(a.averageHi as number).toBeGreaterThanOrEqual(8);
  });
});
