// AlpacaEval's own leaderboard (alpacaEvalBoards) on the files of test/peers/alpacaFixture.ts: led by the published
// LC win rate, Parley's beside it (reproduced from the weights, or an approximation said to be one), then the win
// rate ± SE and the length, published and recomputed; what it shows without weights, without a published table, and
// with a published table alone.
import { describe, expect, it } from 'vitest';
import { LC, alpacaRenamed, lcOf } from '../../../test/peers/alpacaFixture.ts';
import { readTree } from '../../../test/peers/readTree.ts';
import { agreesToPrinted } from '../../render/format.ts';
import { alpacaEvalBoards, type AlpacaBoard } from './leaderboard.ts';

async function boardsOf(files: Record<string, string>): Promise<AlpacaBoard[]> {
  const { data } = await readTree(files);
  return alpacaEvalBoards({
    annotations: data.peers.alpacaAnnotations,
    outputs: data.peers.alpacaOutputs,
    published: data.publishedLeaderboard,
    name: (m) => m,
    models: new Set([LC.model]),
    seed: 7,
    rounds: 50,
  });
}

const without = (files: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(files).filter(([k]) => !names.includes(k)));

describe('alpacaEvalBoards', () => {
  it('leads with the published LC, Parley’s beside it, then win rate ± SE and length; eight columns in the compact table', async () => {
    const [b, ...more] = await boardsOf(alpacaRenamed());
    expect(more).toEqual([]);
    expect(b).toMatchObject({ annotator: LC.annotator, baseline: LC.baseline, headline: 'lc' });
    expect(b!.table.columns.filter((c) => !c.more).map((c) => c.label)).toEqual([
      'Model',
      'LC win rate %',
      'Parley LC %',
      'Δ LC',
      'Win rate %',
      'Parley win rate %',
      'Length',
      'Parley length',
    ]);
    // By the published LC: model-y 69.93, the baseline 50, model-x 47.06, model-z 41.
    expect(b!.table.rows.map((r) => r.slice(0, 5).map((c) => c.text))).toEqual([
      [LC.publishedOnly, '69.93', '69.93', '=', '70.00 ± 2.00'],
      [`${LC.baseline} (baseline)`, '50.00', '–', '–', '50.00 ± 0.00'],
      [LC.model, '47.06', '47.06', '=', '43.75 ± 21.35'],
      [
        LC.unweighted,
        '41.00',
        `≈ ${b!.rows[3]!.lc!.value.toFixed(2)}`,
        b!.table.rows[3]![3]!.text,
        '55.00 ± 15.55',
      ],
    ]);
    expect(b!.table.rows[0]![0]!.href).toBeUndefined();
    expect(b!.table.rows[2]![0]!.href).toBe(`models/${LC.model}/`);
  });

  it("reproduces model-x's LC, 100·mean σ(−1 + 2dᵢ), within the bound of the difficulties' 10 decimals", async () => {
    const [b] = await boardsOf(alpacaRenamed());
    const x = b!.rows.find((r) => r.model === LC.model)!;
    expect(x.lc).toMatchObject({ kind: 'reproduced', rows: 4 });
    const lc = x.lc as { value: number; inputError: number };
    expect(Math.abs(lc.value - lcOf(LC.model))).toBeLessThanOrEqual(lc.inputError);
    expect(agreesToPrinted(lc.value, x.published!.values.length_controlled_winrate!, lc.inputError)).toBe(
      true,
    );
    // Win rate: x = 1, 0, 0.5, 0.25; 43.75, with pandas' SE 100·sd/√4; counts 1 / 2 / 1; length trunc(155/4) = 38.
    expect(x.computed).toMatchObject({
      win_rate: 43.75,
      n_wins: 1,
      n_wins_base: 2,
      n_draws: 1,
      avgLength: 38,
    });
    const raw = b!.table.raw.find((r) => r.model === LC.model)!;
    expect(raw).toMatchObject({
      lc_kind: 'reproduced',
      win_rate: 43.75,
      win_rate_published: 43.75,
      avg_length: 38,
    });
  });

  it('reproduces a model known only from the table over its n_total rows, and says so', async () => {
    const [b] = await boardsOf(alpacaRenamed());
    const y = b!.rows.find((r) => r.model === LC.publishedOnly)!;
    expect(y.computed).toBeUndefined();
    expect(y.lc).toMatchObject({ kind: 'reproduced', rows: 4 });
    expect((y.lc as { assumption: string }).assumption).toBe(
      'over n_total = 4 rows (no annotations in the data: assumes every preference of the model was parsed)',
    );
    expect(b!.notes.join('\n')).toContain('1 of them are known only from the published table');
  });

  it('approximates a model the weights have no row for, marked ≈, its difference shown in grey and not judged', async () => {
    const [b] = await boardsOf(alpacaRenamed());
    const i = b!.rows.findIndex((r) => r.model === LC.unweighted);
    expect(b!.rows[i]!.lc).toMatchObject({ kind: 'approximation', difficulty: true });
    const cells = b!.table.rows[i]!;
    expect(cells[2]!.tone).toBe('muted');
    expect(cells[3]).toMatchObject({ tone: 'muted' });
    expect(cells[3]!.title).toMatch(
      /^Parley's approximation minus the published 41\.0: .* \(an approximation, not a reproduction\)$/,
    );
    expect(b!.notes.join('\n')).toContain(
      "Parley's LC of 1 model (marked ≈) is an approximation, not AlpacaEval's number, because the weights have no row for them",
    );
  });

  it('approximates every annotated model without the weights, and reproduces none', async () => {
    const [b] = await boardsOf(without(alpacaRenamed(), 'lc.csv'));
    expect(b!.rows.map((r) => [r.model, r.lc?.kind ?? null])).toEqual([
      [LC.publishedOnly, null],
      [LC.baseline, null],
      [LC.model, 'approximation'],
      [LC.unweighted, 'approximation'],
    ]);
    expect(b!.rows[0]!.lcReason).toBe('no annotations in the data, and no length-control weights read');
    expect(b!.notes.join('\n')).toContain('because no length-control weights are in the data');
  });

  it('leads with Parley’s numbers alone when no table is published, and shows no published column', async () => {
    const [b] = await boardsOf(without(alpacaRenamed(), 'tables/leaderboard.csv'));
    expect(b!.table.columns.map((c) => c.key)).toEqual([
      'model',
      'lc_parley',
      'win_rate',
      'avg_length',
      'n_total',
      'record',
    ]);
    expect(b!.rows.map((r) => r.model)).toEqual(
      [LC.model, LC.unweighted].sort((m, n) => {
        const lc = (k: string) => b!.rows.find((r) => r.model === k)!.lc!.value;
        return lc(n) - lc(m);
      }),
    );
  });

  it('shows a published table alone as published, with no Parley column', async () => {
    const [b] = await boardsOf({
      'leaderboard.csv': alpacaRenamed()['tables/leaderboard.csv']!,
      'notes.txt': 'x\n',
    });
    expect(b).toMatchObject({
      annotator: 'leaderboard',
      baseline: LC.baseline,
      headline: 'lc',
      asPublished: true,
    });
    expect(b!.table.columns.map((c) => c.key)).toEqual([
      'model',
      'lc_published',
      'win_rate_published',
      'avg_length_published',
      'n_total',
      'mode',
    ]);
    expect(b!.rows.map((r) => r.model)).toEqual([LC.publishedOnly, LC.baseline, LC.model, LC.unweighted]);
  });

  it('gives reasons, not exceptions, for broken weights and glm_preference values', async () => {
    const files = alpacaRenamed();
    // A weights row with a text cell, and glm_preference values of 1 (no finite logit) and text.
    files['lc.csv'] = files['lc.csv']!.replace(/^model-y,[^\n]*/m, 'model-y,0.3,abc,0.5');
    files['copy/with-glm.json'] = files['copy/with-glm.json']!.replace(
      /"glm_preference": [0-9.]+/,
      '"glm_preference": 1',
    ).replace(/"glm_preference": [0-9.]+/, '"glm_preference": "high"');
    const { data, messages } = await readTree(files);
    expect(messages.some((m) => m.startsWith('lc.csv:'))).toBe(true);
    const [b] = alpacaEvalBoards({
      annotations: data.peers.alpacaAnnotations,
      outputs: data.peers.alpacaOutputs,
      published: data.publishedLeaderboard,
      name: (m) => m,
      models: new Set(),
      seed: 7,
      rounds: 20,
    });
    // No difficulties (glm_preference is not usable on every row): model-x is approximated, model-y has none.
    expect(b!.rows.map((r) => [r.model, r.lc?.kind ?? r.lcReason ?? null])).toEqual([
      [LC.publishedOnly, 'no annotations in the data, and the weights have no row for this model'],
      [LC.baseline, null],
      [LC.model, 'approximation'],
      [LC.unweighted, 'approximation'],
    ]);
  });
});
