// Reader for FED (Mehri & Eskenazi 2020, `fed_data.json`): a JSON array of turn-level items (context, response)
// and dialog-level items (context only), each with five raters' values per quality. Free-text values such as
// "N/A (no errors)" and values outside a quality's scale are kept out of the numbers and reported one by one.
import { setOwn } from '../../ingest/setOwn.ts';
import type { FedLevel } from '../../records/fed.ts';
import { isObject } from '../../ingest/jsonLines.ts';
import { parseLocatedJson } from '../../ingest/locatedJson.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';

/** A quality's scale: the lowest and highest value a rater can give. */
export interface FedScale {
  min: number;
  max: number;
}

/**
 * FED's turn-level qualities and their scales. FED asks most questions on three points (0-2), whether a
 * response is understandable on two (0-1), and an overall impression on five (0-4 in the released data);
 * every numeric value in fed_data.json falls inside these ranges.
 */
export const FED_TURN_QUALITIES: Readonly<Record<string, FedScale>> = {
  Interesting: { min: 0, max: 2 },
  Engaging: { min: 0, max: 2 },
  Specific: { min: 0, max: 2 },
  Relevant: { min: 0, max: 2 },
  Correct: { min: 0, max: 2 },
  'Semantically appropriate': { min: 0, max: 2 },
  Understandable: { min: 0, max: 1 },
  Fluent: { min: 0, max: 2 },
  Overall: { min: 0, max: 4 },
};

/** FED's dialog-level qualities and their scales (consistency is asked yes/no; overall on five points). */
export const FED_DIALOG_QUALITIES: Readonly<Record<string, FedScale>> = {
  Coherent: { min: 0, max: 2 },
  'Error recovery': { min: 0, max: 2 },
  Consistent: { min: 0, max: 1 },
  Diverse: { min: 0, max: 2 },
  Depth: { min: 0, max: 2 },
  Likeable: { min: 0, max: 2 },
  Understanding: { min: 0, max: 2 },
  Flexible: { min: 0, max: 2 },
  Informative: { min: 0, max: 2 },
  Inquisitive: { min: 0, max: 2 },
  Overall: { min: 0, max: 4 },
};

/** The scale of a quality at a level; undefined for a quality FED does not define. */
export function fedScale(level: FedLevel, quality: string): FedScale | undefined {
  const table = level === 'turn' ? FED_TURN_QUALITIES : FED_DIALOG_QUALITIES;
  return Object.hasOwn(table, quality) ? table[quality] : undefined;
}

/**
 * The 1-based line on which each element of a top-level JSON array starts (strings and nesting skipped), so
 * every item can be reported with its line. Pure; assumes the text parsed as JSON.
 */
export function arrayItemLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      continue;
    }
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') continue;
    if (depth === 1 && expectItem && c !== ']') {
      lines.push(line);
      expectItem = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectItem = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectItem = true;
  }
  return lines;
}

/** Splits FED's context text (`User: ...\nSystem: ...`) into speaker and text. */
export function parseFedContext(context: string): { speaker: string; text: string }[] {
  return context
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const m = /^(User|System):\s?(.*)$/.exec(l);
      return m ? { speaker: m[1]!, text: m[2]! } : { speaker: '', text: l };
    });
}

/** FED's system names; anything else is resolved through the model registry as given. */
const FED_SYSTEMS: Readonly<Record<string, string>> = { Human: 'human', Meena: 'meena', Mitsuku: 'mitsuku' };

/** Reads fed_data.json. Each array element is one row of the report. */
export function readFed(text: string, ctx: ReadContext): void {
  // The located parser names the line of a syntax error and refuses nesting deeper than MAX_JSON_DEPTH.
  const parsed = parseLocatedJson(text);
  if (!parsed.ok) {
    reject(ctx, { line: parsed.line }, `not readable JSON (character ${parsed.column}: ${parsed.reason})`);
    return;
  }
  const json = parsed.value;
  if (!Array.isArray(json)) {
    reject(ctx, { line: 1 }, 'expected a JSON array of FED items');
    return;
  }
  const lines = arrayItemLines(text);
  const unknownQualities = new Set<string>();
  json.forEach((value, k) => {
    const at = { line: lines[k] ?? 1 };
    const item = k + 1;
    if (!isObject(value)) {
      reject(ctx, at, `item ${item} is not a JSON object`);
      return;
    }
    if (typeof value.context !== 'string') {
      reject(ctx, { ...at, column: 'context' }, `item ${item} has no "context" text`);
      return;
    }
    if (typeof value.system !== 'string' || value.system.trim() === '') {
      reject(ctx, { ...at, column: 'system' }, `item ${item} has no "system" name`);
      return;
    }
    if (value.response !== undefined && typeof value.response !== 'string') {
      reject(ctx, { ...at, column: 'response' }, `item ${item}: "response" is not text`);
      return;
    }
    if (!isObject(value.annotations)) {
      reject(ctx, { ...at, column: 'annotations' }, `item ${item} has no "annotations" object`);
      return;
    }
    const level: FedLevel = typeof value.response === 'string' ? 'turn' : 'dialog';
    const name = value.system.trim();
    const system = Object.hasOwn(FED_SYSTEMS, name)
      ? ctx.registry.resolveOrAdd(FED_SYSTEMS[name]!)
      : ctx.registry.resolveOrAdd(name);
    const ratings: Record<string, (number | null)[]> = {};
    let bad: string | undefined;
    for (const [quality, list] of Object.entries(value.annotations)) {
      if (!Array.isArray(list)) {
        bad = `item ${item}: quality ${quote(quality)} is not a list of rater values`;
        break;
      }
      const scale = fedScale(level, quality);
      if (!scale && !unknownQualities.has(`${level}:${quality}`)) {
        unknownQualities.add(`${level}:${quality}`);
        note(
          ctx,
          { ...at, column: quality },
          'fed-unknown-quality',
          `${level}-level quality ${quote(quality)} is not one of FED's; its values are kept without a scale check`,
        );
      }
      setOwn(
        ratings,
        quality,
        list.map((v, r) => {
          const rater = r + 1;
          if (typeof v === 'number' && Number.isFinite(v)) {
            if (scale && (v < scale.min || v > scale.max || !Number.isInteger(v))) {
              note(
                ctx,
                { ...at, column: quality },
                'fed-out-of-scale',
                `item ${item} (${level}, ${system}), rater ${rater}: ${v} is outside ${scale.min}-${scale.max}; left out`,
              );
              return null;
            }
            return v;
          }
          const raw = typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined');
          note(
            ctx,
            { ...at, column: quality },
            'fed-free-text',
            `item ${item} (${level}, ${system}), rater ${rater}: not a number (${quote(raw)}); left out`,
            raw,
          );
          return null;
        }),
      );
    }
    if (bad) {
      reject(ctx, { ...at, column: 'annotations' }, bad);
      return;
    }
    const response =
      typeof value.response === 'string' ? value.response.replace(/^System:\s?/, '') : undefined;
    ctx.sink.fedItems.push({
      level,
      item,
      system,
      context: parseFedContext(value.context),
      ...(response !== undefined ? { response } : {}),
      ratings,
      source: { file: ctx.file, ...at },
    });
    rowUsed(ctx);
  });
}
