// Recognising ruTiE and MERA files from their header or JSON keys, when no manifest names them. Pure.
import type { Detection } from '../../ingest/detectRole.ts';
import { jsonKeysIn } from '../../ingest/locatedJson.ts';
import { POOL_DIALOG, POOL_RESULT } from './pool.ts';

/**
 * The ruTiE role of a file, or undefined when it is none of them. `header` is the first row of a table (a
 * semicolon-separated file arrives as one cell and is split here) or, for JSON, the keys seen near its start.
 */
export function detectRutie(path: string, header: readonly string[]): Detection | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  const cells =
    header.length === 1
      ? (header[0] ?? '').split(/[;\t]/).map((h) => h.trim().replace(/^"|"$/g, ''))
      : header;
  if (['tsv', 'csv', 'txt'].includes(ext) && cells.includes(POOL_DIALOG) && cells.includes(POOL_RESULT))
    return { role: 'rutie-pool', by: 'header' };
  if (ext !== 'json') return undefined;
  const has = (...keys: string[]) => keys.every((k) => header.includes(k));
  // A closed task file may have no `outputs`; a submission has nothing but `outputs` and `meta`.
  if (has('dialog_id', 'question_id') && (has('inputs') || has('instruction')))
    return { role: 'rutie-task', by: 'header' };
  if (has('outputs', 'dialog_id', 'question_id')) return { role: 'rutie-submission', by: 'header' };
  if (has('results') && header.some((k) => k.toLowerCase() === 'rutie'))
    return { role: 'mera-response', by: 'header' };
  return undefined;
}

/**
 * The JSON keys near the start of a whole-document JSON file when they look like ruTiE or MERA (question ids, or
 * MERA's `results`), else none: other JSON files keep being recognised by their first line alone.
 */
export function rutieJsonKeys(head: string): string[] {
  const keys = jsonKeysIn(head);
  return keys.includes('question_id') || keys.includes('results') ? keys : [];
}
