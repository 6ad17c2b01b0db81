// A seeded LMArena-style battle dump in FastChat's clean_battle_<date>.json layout (one JSON array), for the
// browser tests of a site holding only such a dump: no public dump is in the mirrors, so the battles are drawn
// here from a Bradley-Terry model with known strengths, with conv_metadata (token sums, header, list and bold
// counts per side), languages, category tags and a share of non-anonymous votes. Deterministic for a seed.
import { createRandom } from '../../src/stats/random.ts';

/** The models and their strengths on the natural-log scale (the first is the strongest). */
export const DUMP_MODELS: readonly { name: string; strength: number; tokens: number }[] = [
  { name: 'orca-pro-0613', strength: 1.2, tokens: 520 },
  { name: 'kestrel-70b-chat', strength: 0.8, tokens: 410 },
  { name: 'heron-34b', strength: 0.5, tokens: 620 },
  { name: 'lynx-13b-instruct', strength: 0.1, tokens: 300 },
  { name: 'otter-7b', strength: -0.3, tokens: 280 },
  { name: 'wren-3b', strength: -0.9, tokens: 180 },
];

export interface DumpOptions {
  battles?: number;
  seed?: number;
}

/** Header, list and bold counts of one side, as conv_metadata writes them. */
function markdownCounts(rng: () => number, tokens: number) {
  const n = (scale: number) => Math.floor(rng() * scale * (tokens / 400));
  return {
    header: { h1: n(1), h2: n(2), h3: n(2), h4: 0, h5: 0, h6: 0 },
    list: { ordered: n(3), unordered: n(5) },
    bold: { '**': n(4), __: 0 },
  };
}

/**
 * The battles, as the JSON array a clean_battle file holds: model_a, model_b, winner (`model_a`, `model_b`, `tie`,
 * `tie (bothbad)`), anony (one in ten false), language, turn, tstamp, conv_metadata and category_tag.
 */
export function lmarenaDump(opts: DumpOptions = {}): Record<string, unknown>[] {
  const rng = createRandom(opts.seed ?? 32);
  const count = opts.battles ?? 3000;
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const a = Math.floor(rng() * DUMP_MODELS.length);
    let b = Math.floor(rng() * (DUMP_MODELS.length - 1));
    if (b >= a) b++;
    const ma = DUMP_MODELS[a]!;
    const mb = DUMP_MODELS[b]!;
    const pA = 1 / (1 + Math.exp(mb.strength - ma.strength));
    const u = rng();
    const winner = u < 0.08 ? 'tie' : u < 0.12 ? 'tie (bothbad)' : rng() < pA ? 'model_a' : 'model_b';
    const ta = Math.round(ma.tokens * (0.5 + rng()));
    const tb = Math.round(mb.tokens * (0.5 + rng()));
    const ca = markdownCounts(rng, ta);
    const cb = markdownCounts(rng, tb);
    const hard = rng() < 0.3;
    out.push({
      question_id: `q${String(i).padStart(5, '0')}`,
      model_a: ma.name,
      model_b: mb.name,
      winner,
      judge: `arena_user_${Math.floor(rng() * 500)}`,
      turn: rng() < 0.15 ? 2 : 1,
      anony: rng() >= 0.1,
      language: rng() < 0.8 ? 'English' : 'German',
      tstamp: 1717000000 + 60 * i,
      conv_metadata: {
        sum_user_tokens: 40,
        sum_assistant_a_tokens: ta,
        sum_assistant_b_tokens: tb,
        context_a_tokens: 40,
        context_b_tokens: 40,
        turns: 1,
        header_count_a: ca.header,
        list_count_a: ca.list,
        bold_count_a: ca.bold,
        header_count_b: cb.header,
        list_count_b: cb.list,
        bold_count_b: cb.bold,
      },
      category_tag: {
        criteria_v0: {
          specificity: hard,
          domain_knowledge: hard,
          complexity: hard,
          problem_solving: hard,
          creativity: false,
          technical_accuracy: hard,
          real_world: hard,
        },
        if_v0: { if: rng() < 0.2, score: 3 },
        math_v0: { math: rng() < 0.1 },
      },
      is_code: rng() < 0.2,
      is_refusal: false,
    });
  }
  return out;
}
