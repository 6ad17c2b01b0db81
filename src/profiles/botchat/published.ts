// Numbers BotChat's README printed that the released files may not hold: the `avg_tokens` table of its long
// version ("Length Statistics of the generated chats"), each model's mean cl100k tokens per generated chat. They
// are reference values, typed with where they were printed; a README given with the data that holds the same
// table wins over them (the method section shows a reference table only when no file gave one).
import type { PublishedCell } from '../../records/methodText.ts';
import { BOTCHAT_MODELS } from './models.ts';
import { BOTCHAT } from './readers.ts';

/** Where the reference values were printed, as the method page names it. */
export const BOTCHAT_README_LONG =
  'BotChat README, long version (open-compass/BotChat), "Length Statistics of the generated chats"';

/** The `avg_tokens` row as printed: column label and the number as written. */
const AVG_TOKENS: readonly (readonly [string, string])[] = [
  ['chatPJLM-123B', '25.79'],
  ['gpt-4-0613', '30.49'],
  ['gpt-3.5-turbo-0613', '124.87'],
  ['claude-2', '197.26'],
  ['abab5-chat', '19.99'],
  ['internlm-7b-chat', '20.06'],
  ['chatglm2-6b', '44.94'],
  ['qwen-7b-chat', '20.66'],
  ['llama2-7b-chat', '190.97'],
  ['llama2-13b-chat', '198.97'],
];

/**
 * The README's printed cells as PublishedCell records; a column names a model id where BotChat's model table
 * knows the spelling (chatPJLM-123B and abab5-chat are not among the models of the analysis files).
 */
export function botchatReferenceCells(): PublishedCell[] {
  const spelling = (s: string) => s.trim().toLowerCase();
  const idOf = new Map(
    BOTCHAT_MODELS.flatMap((m) => [m.id, ...m.aliases].map((a) => [spelling(a), m.id] as const)),
  );
  return AVG_TOKENS.map(([column, printed]) => {
    const model = idOf.get(spelling(column));
    return {
      benchmark: BOTCHAT,
      table: 'model',
      row: 'avg_tokens',
      column,
      ...(model !== undefined ? { model } : {}),
      value: { value: Number(printed), printed },
      source: { file: BOTCHAT_README_LONG },
    };
  });
}
