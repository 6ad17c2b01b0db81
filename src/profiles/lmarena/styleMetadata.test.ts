// Style control from LMArena's published conv_metadata (issue 32, "Style control" of "Done when"): a dump with the
// style metadata and no conversation text gets style-controlled ratings, read the way a user's folder is read
// (the dump renamed, in a subfolder, an unrelated file beside it) and rated by the site's view. Decision 0120.
import { beforeAll, describe, expect, it } from 'vitest';
import { LENGTH_BIAS_MODELS, lengthBiasedBattles } from '../../../test/fixtures/stats/lengthBiasedBattles.ts';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { benchmarkLengths, buildSiteViews } from '../../sections/views/siteViews.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { Memo } from '../../views/viewContext.ts';
import type { StyleControlledBootstrap } from '../../stats/bootstrapStyleControlled.ts';
import type { StyleBattle } from '../../stats/styleControlledBradleyTerry.ts';
import type { FigureModel } from '../../site/viewModel.ts';
import { styleBattles } from '../../views/styleBattles.ts';
import { readStyle } from './readers.ts';

// The seed of decision 0090's test (src/stats/styleControlledBradleyTerry.test.ts): the same draw, with markdown counts.
const SEED = 20261125;
const BATTLES = 20000;
const ROUNDS = 200;

/** A count split over its kinds, as FastChat's add_markdown_info.py writes them. */
const headers = (n: number) => ({ h1: n >> 1, h2: n - (n >> 1), h3: 0, h4: 0, h5: 0, h6: 0 });
const lists = (n: number) => ({ ordered: n >> 1, unordered: n - (n >> 1) });
const bold = (n: number) => ({ '**': n, __: 0 });

/**
 * The issue's battles as an LMArena dump: six models, `verbose` exactly as strong as `steady` but writing three
 * times longer (900 against 300 tokens at the median), a judge who adds 1.5 log-odds per unit of the normalized
 * length difference, 5% ties, markdown counts drawn independently of everything (the judge ignores them). Each row
 * carries conv_metadata as LMArena publishes it and no conversation_a / conversation_b.
 */
function dump(): string {
  const battles = lengthBiasedBattles({
    seed: SEED,
    battles: BATTLES,
    models: LENGTH_BIAS_MODELS,
    lengthBias: 1.5,
    tieShare: 0.05,
    markdown: true,
  });
  return jsonl(
    battles.map((b, i) => ({
      question_id: `q${i}`,
      model_a: b.model1,
      model_b: b.model2,
      winner: b.outcome === 'model1' ? 'model_a' : b.outcome === 'model2' ? 'model_b' : 'tie',
      judge: `arena_user_${i % 997}`,
      turn: 1,
      anony: true,
      language: 'English',
      tstamp: 1722000000 + i,
      conv_metadata: {
        sum_user_tokens: 40,
        sum_assistant_a_tokens: b.style.length[0],
        header_count_a: headers(b.style.headers![0]),
        list_count_a: lists(b.style.lists![0]),
        bold_count_a: bold(b.style.bold![0]),
        context_a_tokens: 40,
        sum_assistant_b_tokens: b.style.length[1],
        header_count_b: headers(b.style.headers![1]),
        list_count_b: lists(b.style.lists![1]),
        bold_count_b: bold(b.style.bold![1]),
        context_b_tokens: 40,
        turns: 1,
      },
    })),
  );
}

describe('style-controlled ratings from conv_metadata alone (20,000 seeded battles, seed 20261125)', () => {
  let read: Awaited<ReturnType<typeof readTree>>;
  let ratings: FigureModel;
  /** The style fits the view computed, caught from its memo (inputs: the battles and the bootstrap options). */
  const fits: { inputs: { battles: StyleBattle[] }; fit: StyleControlledBootstrap }[] = [];
  const memo: Memo = (stage, inputs, compute) => {
    const out = compute();
    if (stage === 'style-bootstrap')
      fits.push({ inputs: inputs as { battles: StyleBattle[] }, fit: out as StyleControlledBootstrap });
    return out;
  };
  beforeAll(async () => {
    read = await readTree({
      'downloads/lmarena/votes-2024-08.jsonl': dump(),
      'downloads/lmarena/README.md': '# Votes\n\nDownloaded from the arena.\n',
      'notes.txt': 'unrelated\n',
    });
    const data: Dataset = {
      ...read.data,
      manifest: { ...read.data.manifest, bootstrap: { seed: SEED, rounds: ROUNDS } },
    };
    const ctx = { tokens: (t: string) => t.length, cache: { memo } };
    const view = buildSiteViews(data, ctx, benchmarkLengths(data, ctx)).find(
      (v) => v.benchmark === 'lmarena',
    )!;
    ratings = view.figures.find((f) => f.id === 'ratings')!;
    // Reading 20,000 battles and two 200-round bootstraps take about 10 s on a shared machine of two cores (the
    // unit tier gives every hook ten minutes: vitest.config.ts).
  });
  const row = (model: string) => ratings.table.raw.find((r) => r.model === model)!;
  const plain = (model: string) => row(model) as { rating: number; lo: number; hi: number };
  const styled = (model: string) =>
    row(model).styleControlled as { rating: number; lo: number; hi: number; rank: number };

  it('reads the renamed dump by its content, every row used, no text, each battle with its metadata', () => {
    const { data, roles, messages } = read;
    expect(roles).toEqual({ 'downloads/lmarena/votes-2024-08.jsonl': 'lmarena-battles' });
    expect(messages).toEqual([]);
    expect(data.conversations).toEqual([]);
    expect(data.pairJudgments).toHaveLength(BATTLES);
    expect(
      data.pairJudgments.every((j) => j.style?.tokens && j.style.headers && j.style.lists && j.style.bold),
    ).toBe(true);
  });

  const tenths = (r: { rating: number; lo: number; hi: number }) =>
    [r.rating, r.lo, r.hi].map((x) => Math.round(x * 10) / 10);

  it('raw ratings separate the equally strong pair: verbose 1110.0 (1103.5-1117.0), steady 1003.4 (996.2-1011.0)', () => {
    const v = plain('verbose');
    const s = plain('steady');
    expect(tenths(v)).toEqual([1110.0, 1103.5, 1117.0]);
    expect(tenths(s)).toEqual([1003.4, 996.2, 1011.0]);
    expect(v.rating - s.rating).toBeGreaterThan(80);
    expect(v.lo).toBeGreaterThan(s.hi);
  });

  it('style-controlled ratings do not: verbose 1012.7 (1001.6-1025.2), steady 1025.0 (1017.9-1032.7)', () => {
    const v = styled('verbose');
    const s = styled('steady');
    expect(tenths(v)).toEqual([1012.7, 1001.6, 1025.2]);
    expect(tenths(s)).toEqual([1025.0, 1017.9, 1032.7]);
    expect(Math.abs(v.rating - s.rating)).toBeLessThan(30);
    expect(v.lo).toBeLessThan(s.hi);
    expect(s.lo).toBeLessThan(v.hi);
  });

  it('are the fit on the battles’ metadata, and recover the judge’s 1.5 log-odds per unit of length difference', () => {
    const { battles, sources } = styleBattles(read.data.pairJudgments, [], () => 0);
    expect(sources).toEqual({ metadata: BATTLES, text: 0 });
    expect(fits).toHaveLength(1);
    const { inputs, fit } = fits[0]!;
    expect(inputs.battles).toEqual(battles);
    expect(fit.rows.find((r) => r.model === 'verbose')!.rating).toBe(styled('verbose').rating);
    const length = fit.coefficients.find((c) => c.feature === 'length')!;
    // θ is per standard deviation of the normalized difference; per unit it is θ / sd.
    expect(length.lo! / length.sd!).toBeLessThan(1.5);
    expect(length.hi! / length.sd!).toBeGreaterThan(1.5);
    // The variance inflation check applies as to text: length is tied to verbose, not confounded (under 10).
    expect(fit.varianceInflation.map((v) => v.feature)).toEqual(['length', 'headers', 'lists', 'bold']);
    for (const v of fit.varianceInflation) expect(v.vif).toBeLessThan(10);
  });

  it('names the source of the features with counts, and the four features LMArena uses', () => {
    expect(ratings.method).toContain(
      "each side's token sum (sum_assistant_a_tokens / _b) and markdown header, list and bold counts as the battle's own style metadata (LMArena's conv_metadata) give them, in all 20000 battles",
    );
    expect(ratings.method).toMatch(/length [+-]\d+\.\d rating points per SD/);
    for (const f of ['headers', 'lists', 'bold']) expect(ratings.method).toMatch(new RegExp(`${f} [+-]\\d`));
  });
});

describe('readStyle', () => {
  it('sums the per-kind dicts, takes plain ints, and leaves out a part the dump does not have', () => {
    expect(
      readStyle({
        sum_assistant_a_tokens: 300,
        sum_assistant_b_tokens: 100,
        header_count_a: { h1: 1, h2: 2, h3: 0, h4: 0, h5: 0, h6: 0 },
        header_count_b: 4,
      }),
    ).toEqual({ style: { tokens: [300, 100], headers: [3, 4] }, issues: [] });
  });

  it('names a count that is not one, and a side without the other, leaving out only that part', () => {
    expect(
      readStyle({
        sum_assistant_a_tokens: 300,
        sum_assistant_b_tokens: -1,
        list_count_a: { ordered: 1, unordered: 'two' },
        list_count_b: { ordered: 0, unordered: 0 },
        bold_count_a: { '**': 1, __: 0 },
      }),
    ).toEqual({
      style: undefined,
      issues: [
        {
          key: 'sum_assistant_b_tokens',
          message:
            'sum_assistant_b_tokens is not a count (a whole number >= 0, or a dict of them): "-1"; the battle\'s tokens is left out',
        },
        {
          key: 'list_count_a',
          message:
            'list_count_a is not a count (a whole number >= 0, or a dict of them): "{\\"ordered\\":1,\\"unordered\\":\\"two\\"}"; the battle\'s lists is left out',
        },
        { key: 'bold_count_a', message: "bold_count_a without bold_count_b: the battle's bold is left out" },
      ],
    });
  });
});
