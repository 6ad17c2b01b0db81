// AlpacaEval files in AlpacaEval's own layout, from hand-chosen numbers, with the length-control weights and a re-run
// carrying glm_preference: for the tests of the AlpacaEval profile's tables (link, lengthControl, leaderboard). The
// same files are offered renamed and moved, with unrelated files beside them (RENAMED).

/** The chosen numbers, and what AlpacaEval's code gives from them. */
export const LC = {
  annotator: 'weighted_judge',
  baseline: 'base',
  /** Annotated, with published weights: its LC is reproduced. */
  model: 'model-x',
  /** Annotated, without a weights row: its LC is approximated. */
  unweighted: 'model-z',
  /** In the published table and the weights only. */
  publishedOnly: 'model-y',
  /** The instruction difficulties d₀..d₃ (AlpacaEval's instruction_difficulty, by row position). */
  difficulties: [0.1, 0.7, -0.4, 1.3],
  /** Weights rows [length, difficulty, intercept]; the baseline's is zero. */
  weights: {
    base: [0, 0, 0],
    'model-x': [-1.5, 2, -1],
    'model-y': [0.3, 1, 0.5],
  } as Record<string, [number, number, number]>,
  /** model-x's preferences 2, 1, 1.5, 1.25: x = 1, 0, 0.5, 0.25, win rate 43.75. */
  preferences: [2, 1, 1.5, 1.25],
  /** model-z's, soft (a judge's probabilities, so the refit has a finite maximum): x = 0.2, 0.7, 0.4, 0.9. */
  preferencesZ: [1.2, 1.7, 1.4, 1.9],
} as const;

const sigma = (t: number) => 1 / (1 + Math.exp(-t));

/**
 * AlpacaEval's LC of a model from its weights and the difficulties: 100 · mean σ(θ₀ + θ_d·dᵢ) over rows 0..n−1
 * (metrics/glm_winrate.py, predict_winrate), summed left to right.
 */
export function lcOf(model: string, n = LC.difficulties.length): number {
  const [, b, a] = LC.weights[model]!;
  let s = 0;
  for (let i = 0; i < n; i++) s += sigma(a + b * LC.difficulties[i]!);
  return (100 * s) / n;
}

/** glm_preference as pandas writes it: σ(θ₀ + θ_d·dᵢ) for model-x, printed to 10 decimals. */
export const GLM = LC.difficulties.map((d) => {
  const [, b, a] = LC.weights['model-x']!;
  return Number(sigma(a + b * d).toFixed(10));
});

const arr = (records: unknown[]) => JSON.stringify(records, null, 2);

/** The models' answer lengths; the baseline's are 30, 37, 44, 51: differences −10, 7, −6, 16. */
const MODEL_CHARS = [40, 30, 50, 35];

function annotations(model: string, prefs: readonly number[], glm?: readonly number[]) {
  return prefs.map((p, i) => ({
    instruction: `Instruction ${i}?`,
    output_1: 'b'.repeat(30 + 7 * i),
    generator_1: LC.baseline,
    dataset: 'helpful_base',
    output_2: (model === LC.baseline ? 'b' : 'm').repeat(
      model === LC.baseline ? 30 + 7 * i : MODEL_CHARS[i]!,
    ),
    generator_2: model,
    annotator: LC.annotator,
    preference: p,
    ...(glm ? { glm_preference: glm[i] } : {}),
  }));
}

const WEIGHTS_CSV = [
  ',np.tanh(std_delta_len),instruction_difficulty,not_gamed_baseline.astype(float)',
  ...Object.entries(LC.weights).map(([m, w]) => [m, ...w.map((x) => x.toFixed(16))].join(',')),
].join('\n');

/** The published leaderboard: model-x's numbers as AlpacaEval computes them, model-y's LC from the weights. */
function leaderboardCsv(): string {
  const se = (xs: number[]) => {
    const m = xs.reduce((s, x) => s + x, 0) / xs.length;
    return (
      (100 * Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1))) / Math.sqrt(xs.length)
    );
  };
  return [
    ',win_rate,standard_error,n_wins,n_wins_base,n_draws,n_total,discrete_win_rate,mode,avg_length,length_controlled_winrate,lc_standard_error',
    `model-y,70.0,2.0,3,1,0,4,75.0,community,40,${lcOf('model-y')},`,
    // Rounded preferences 2, 1, draw, 1: discrete (1 + 0 + 0.5 + 0)/4 = 37.5; lengths 40, 30, 50, 35: 38.
    `model-x,43.75,${se([1, 0, 0.5, 0.25])},1,2,1,4,37.5,community,38,${lcOf('model-x')},`,
    // x = 0.2, 0.7, 0.4, 0.9: 55.0; rounded 1, 2, 1, 2: 50.0.
    `model-z,55.0,${se([0.2, 0.7, 0.4, 0.9])},2,2,0,4,50.0,community,38,41.0,`,
    'base,50.0,0.0,0,0,4,4,50.0,minimal,40,50.0,',
  ].join('\n');
}

/** The files in AlpacaEval's repository layout. */
export function alpacaLayout(): Record<string, string> {
  const { annotator: a, model: x, unweighted: z, baseline: b } = LC;
  return {
    [`results/${x}/${a}/annotations.json`]: arr(annotations(x, LC.preferences)),
    // AlpacaEval's nested re-run: the same annotations with the GLM's prediction per row.
    [`results/${x}/${a}/${a}/annotations.json`]: arr(annotations(x, LC.preferences, GLM)),
    [`results/${z}/${a}/annotations.json`]: arr(annotations(z, LC.preferencesZ)),
    [`results/${b}/${a}/annotations.json`]: arr(annotations(b, [1.5, 1.5, 1.5, 1.5])),
    [`src/alpaca_eval/leaderboards/data_AlpacaEval_2/${a}_leaderboard.csv`]: leaderboardCsv(),
    [`src/alpaca_eval/metrics/weights/${a}/length_controlled_v1/baseline_${b}.csv`]: WEIGHTS_CSV,
  };
}

/** The same files under other names, in other folders, with unrelated files beside them. */
export function alpacaRenamed(): Record<string, string> {
  const l = alpacaLayout();
  const { annotator: a, model: x, unweighted: z, baseline: b } = LC;
  return {
    'mine/x/judged.json': l[`results/${x}/${a}/annotations.json`]!,
    'copy/with-glm.json': l[`results/${x}/${a}/${a}/annotations.json`]!,
    'z.json': l[`results/${z}/${a}/annotations.json`]!,
    'deep/er/base-self.json': l[`results/${b}/${a}/annotations.json`]!,
    'tables/leaderboard.csv': l[`src/alpaca_eval/leaderboards/data_AlpacaEval_2/${a}_leaderboard.csv`]!,
    'lc.csv': l[`src/alpaca_eval/metrics/weights/${a}/length_controlled_v1/baseline_${b}.csv`]!,
    'README.md': '# My AlpacaEval files\n\nCopied from the repository.\n',
    'notes.txt': 'leaderboard.csv is the AlpacaEval 2 table\n',
  };
}
