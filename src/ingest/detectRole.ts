// Recognising an input file's role from its path and header, when no manifest names it. Pure.
import { exampleLabelOfFile } from '../profiles/botchat/examples.ts';
import { CURATED_TAGS_FILE } from '../profiles/gallery/curatedTags.ts';
import type { Role } from '../records/manifest.ts';
import { isMeenaHeader } from '../profiles/meena/transcripts.ts';
import { detectRutie } from '../profiles/rutie/detect.ts';

export type Detection = { role: Role; by: 'name' | 'header' } | { skip: string };

const has = (header: readonly string[], ...names: string[]) => names.every((n) => header.includes(n));

/**
 * Decides what a file is. `header` is the first row for tables, the keys of the first JSON object for JSONL,
 * and empty when the file was not opened. Files Parley does not read are skipped with the reason.
 */
export function detectRole(path: string, header: readonly string[]): Detection {
  const lower = path.toLowerCase();
  const ext = /\.([a-z0-9]+)$/.exec(lower)?.[1] ?? '';
  if (/(^|\/)\./.test(path)) return { skip: 'hidden file' };
  // Bad-case gallery inputs, recognised by name: BotChat's example files and a curated-tags file.
  if (ext === 'md')
    return exampleLabelOfFile(path)
      ? { role: 'botchat-examples', by: 'name' }
      : { skip: "markdown that is not one of BotChat's example files (named after a bad-case category)" };
  if (CURATED_TAGS_FILE.test(path)) return { role: 'curated-tags', by: 'name' };
  // Meena SSA and FED: transcripts are .txt files whose first line is `<System> Conversation <n>`.
  if (ext === 'txt' && isMeenaHeader(header[0] ?? '')) return { role: 'meena-transcripts', by: 'header' };
  if (!['tsv', 'csv', 'xlsx', 'jsonl', 'json'].includes(ext))
    return { skip: `not a data file Parley reads (.${ext || 'no extension'})` };
  if (lower.includes('result_summary_oasst/') && ext === 'jsonl') return { role: 'hcg-summary', by: 'name' };
  if (lower.includes('result_oasst/') && ext === 'jsonl') {
    if (lower.includes('/uni_eval/')) return { role: 'hcg-uni', by: 'name' };
    if (lower.includes('/gt_eval/')) return { role: 'hcg-gt', by: 'name' };
    if (lower.includes('/pair_eval/')) return { role: 'hcg-pair', by: 'name' };
  }
  if (lower.includes('data_oasst/') && ext === 'jsonl') return { role: 'hcg-dialogues', by: 'name' };
  if (lower.endsWith('.counts.json')) return { role: 'counts', by: 'name' };
  if (has(header, 'task_id', 'rater_id', 'model_a', 'model_b'))
    return { role: 'preference-labels', by: 'header' };
  // Meena SSA and FED: FED's file by its name; SSA labels and the model table by their columns.
  if (/(^|\/)fed_data\.json$/.test(lower)) return { role: 'fed', by: 'name' };
  if (has(header, 'conversation', 'turn', 'rater', 'sensible', 'specific'))
    return { role: 'ssa-labels', by: 'header' };
  if (has(header, 'model', 'version', 'perplexity')) return { role: 'ssa-models', by: 'header' };
  const rutie = detectRutie(path, header);
  if (rutie) return rutie;
  if (ext === 'jsonl' || ext === 'json') {
    if (has(header, 'model_a', 'model_b', 'winner')) return { role: 'battles', by: 'header' };
    return { skip: 'JSON that is not a known layout (no model_a/model_b/winner keys)' };
  }
  if (has(header, 'Model', 'Win_Tie_Rate')) return { role: 'botchat-leaderboard', by: 'header' };
  if (has(header, 'index', 'conv-GT')) return { role: 'botchat-gt', by: 'header' };
  if (has(header, 'model', 'index', 'conversation', 'gpt4')) return { role: 'botchat-unieval', by: 'header' };
  if (has(header, 'cmp_index', 'A', 'B', 'conversation1', 'conversation2')) {
    return /gt/i.test(path.split('/').pop() ?? '')
      ? { role: 'botchat-gteval', by: 'header' }
      : { role: 'botchat-arena', by: 'header' };
  }
  if (has(header, 'model_a', 'model_b', 'winner')) return { role: 'battles', by: 'header' };
  if (has(header, 'index', 'nround')) {
    if (/starts/i.test(path))
      return { skip: 'MuTualTest-starts: per-model integer arrays (retry counters), not conversations' };
    return { role: 'botchat-convs', by: 'header' };
  }
  return {
    skip: `header not recognised (${
      header
        .slice(0, 6)
        .map((h) => JSON.stringify(h))
        .join(', ') || 'empty'
    })`,
  };
}
