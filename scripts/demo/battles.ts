// Builds Chatbot-Arena-style demo battles among five invented models, with two planted faults.
import { pyJson } from './formats.ts';
import { rngFor } from './rng.ts';

/** The invented models: id, display name, the spellings the battles use, and a hidden strength (log-odds). */
export const BATTLE_MODELS = [
  { id: 'dogwood-70b', display: 'Dogwood-70B', aliases: ['dogwood-70b-chat'], strength: 1.2 },
  { id: 'cedar-34b', display: 'Cedar-34B', aliases: ['cedar-34b-v2', 'Cedar 34B'], strength: 0.7 },
  { id: 'birch-13b', display: 'Birch-13B', aliases: ['birch-13b-instruct'], strength: 0.2 },
  { id: 'alder-7b', display: 'Alder-7B', aliases: ['alder-7b-chat', 'Alder-7B-Chat'], strength: -0.3 },
  { id: 'elm-mini', display: 'Elm-Mini', aliases: ['elm-mini-2024'], strength: -0.8 },
] as const;

/** Valid battles in the file. */
export const BATTLE_COUNT = 300;
/** 1-based line of the planted row whose winner is `model_c`. */
export const BATTLE_BAD_WINNER_LINE = 150;

/** The lines of battles.jsonl: 300 valid battles, one bad winner at line 150, a truncated last line (no newline). */
export function buildBattles(): string {
  const rng = rngFor('battles');
  const lines: string[] = [];
  for (let k = 0; k < BATTLE_COUNT; k++) {
    const [a, b] = rng.shuffle(BATTLE_MODELS).slice(0, 2) as [
      (typeof BATTLE_MODELS)[number],
      (typeof BATTLE_MODELS)[number],
    ];
    const name = (m: (typeof BATTLE_MODELS)[number]) => (rng.chance(0.6) ? m.id : rng.pick(m.aliases));
    const u = rng.next();
    const pA = 1 / (1 + Math.exp(b.strength - a.strength));
    const winner = u < 0.15 ? 'tie' : u < 0.2 ? 'tie (bothbad)' : rng.next() < pA ? 'model_a' : 'model_b';
    lines.push(
      pyJson({
        model_a: name(a),
        model_b: name(b),
        winner,
        question_id: `q-${String(rng.int(1, 60)).padStart(3, '0')}`,
        judge: rng.chance(0.7) ? 'gpt-4' : 'human',
      }),
    );
  }
  lines.splice(
    BATTLE_BAD_WINNER_LINE - 1,
    0,
    pyJson({
      model_a: 'cedar-34b',
      model_b: 'birch-13b',
      winner: 'model_c',
      question_id: 'q-017',
      judge: 'gpt-4',
    }),
  );
  // The last line is cut mid-record, as a file copied while it was still being written; no final newline.
  const truncated = pyJson({
    model_a: 'alder-7b',
    model_b: 'elm-mini',
    winner: 'model_a',
    question_id: 'q-042',
    judge: 'human',
  }).slice(0, 44);
  return lines.join('\n') + '\n' + truncated;
}
