// Display names of judges. Records carry the judge as the source names it (BotChat's `gpt-4`, HCG's folder
// token `GPT4o` from `GPT4o_Evaluator/`); pages show a readable name. The manifest's `judges` entries win.
import type { JudgeInfo } from '../records/judge.ts';
import type { Manifest } from '../records/manifest.ts';

export type { JudgeInfo };

/** Judges Parley knows ahead of the data: the id as the source spells it, and the name pages show. */
export const KNOWN_JUDGES: Readonly<Record<string, string>> = {
  'gpt-4': 'GPT-4',
  GPT4o: 'GPT-4o',
  Claude: 'Claude',
  DeepSeek: 'DeepSeek',
  GeminiFlash: 'Gemini Flash',
  llama_70B: 'Llama 70B',
};

/** The judges met in the records, each with its display name (manifest, then KNOWN_JUDGES, else the id). */
export function judgeInfos(ids: Iterable<string>, manifest: Pick<Manifest, 'judges'>): JudgeInfo[] {
  return [...new Set(ids)]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((id) => ({ id, display: manifest.judges[id]?.display ?? KNOWN_JUDGES[id] ?? id }));
}
