// Reading a judge's raw answer by BotChat's own rules (MISSION section 1). Pure functions: text in, verdict out.
import type { PairOutcome } from '../records/pairJudgment.ts';
import type { UniVerdict } from '../records/uniJudgment.ts';
import { quote } from '../records/report.ts';

/** A Uni-Eval answer read: the verdict, the first AI chat (1-based) or null, the reason, and why it failed. */
export interface UniAnswer {
  verdict: UniVerdict;
  firstAiChat: number | null;
  reason: string;
  /** Why the answer is `unparsed`, or a note on an odd but usable answer (`Choice: Yes` without an index). */
  problem?: string;
}

/** A pairwise answer read: the outcome from the models' side, the reason, and why it failed. */
export interface PairAnswer {
  outcome: PairOutcome;
  reason: string;
  problem?: string;
}

/** Values of every `Key: value` line whose key matches, in order (a line containing `Choice:` anywhere counts). */
function fieldValues(raw: string, key: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`${key}\\s*:\\s*(.*)$`, 'i');
  for (const line of raw.split(/\r?\n/)) {
    const m = re.exec(line);
    if (m) out.push((m[1] ?? '').trim());
  }
  return out;
}

/** The text after the first `Reason:`, to the end of the answer; empty when there is none. */
export function reasonText(raw: string): string {
  const m = /Reason\s*:\s*([\s\S]*)$/i.exec(raw);
  return m ? (m[1] ?? '').trim() : '';
}

/** Strips decoration around a choice value: `**Yes**`, `"Conversation 1".`, `[Both]`. */
function bare(value: string): string {
  return value
    .replace(/^[\s*"'`[(]+/, '')
    .replace(/[\s*"'`\]).,;:!]+$/, '')
    .toLowerCase();
}

/**
 * Reads a Uni-Eval answer: a line with `Choice: Yes` means AI-involved, `Choice: No` not; `Index: n` (1-based)
 * names the first AI chat, `Index: None` none. Two `Choice:` lines that disagree, or no `Choice:` line, give
 * `unparsed`. `Choice: Yes` without a usable index is kept as AI-involved with `firstAiChat: null` and a problem
 * note (it fails at every N).
 */
export function parseUniAnswer(raw: string): UniAnswer {
  const reason = reasonText(raw);
  const choices = fieldValues(raw, 'Choice').map(bare);
  if (choices.length === 0) {
    return {
      verdict: 'unparsed',
      firstAiChat: null,
      reason,
      problem: `no "Choice:" line in the judge's answer (got ${quote(raw)})`,
    };
  }
  const kinds = new Set(choices.map((c) => (c.startsWith('yes') ? 'yes' : c.startsWith('no') ? 'no' : c)));
  if (kinds.size > 1) {
    return {
      verdict: 'unparsed',
      firstAiChat: null,
      reason,
      problem: `"Choice:" lines disagree (${[...kinds].join(', ')})`,
    };
  }
  const choice = [...kinds][0] ?? '';
  if (choice === 'no') return { verdict: 'human', firstAiChat: null, reason };
  if (choice !== 'yes') {
    return {
      verdict: 'unparsed',
      firstAiChat: null,
      reason,
      problem: `"Choice:" is neither Yes nor No (got ${quote(choice)})`,
    };
  }
  return { verdict: 'ai', reason, ...readIndex(fieldValues(raw, 'Index')) };
}

/** Reads the `Index:` value of a Yes answer. */
function readIndex(values: string[]): { firstAiChat: number | null; problem?: string } {
  const v = values[0];
  if (v === undefined)
    return {
      firstAiChat: null,
      problem: '"Choice: Yes" without an "Index:" line; counted as AI from the start',
    };
  const b = bare(v);
  if (b === 'none' || b === '')
    return { firstAiChat: null, problem: '"Choice: Yes" with "Index: None"; counted as AI from the start' };
  const m = /^(\d+)/.exec(b);
  const n = m ? Number(m[1]) : NaN;
  if (!Number.isInteger(n) || n < 1) {
    return {
      firstAiChat: null,
      problem: `"Index:" is not a positive whole number (got ${quote(v)}); counted as AI from the start`,
    };
  }
  return { firstAiChat: n };
}

/**
 * Reads a pairwise answer: `Choice: Conversation 1` means conversation 1 is AI-involved, so the model of
 * conversation 2 wins; `Conversation 2` the reverse; `Both` is a both-bad tie; `Neither` a both-good tie.
 */
export function parsePairAnswer(raw: string): PairAnswer {
  const reason = reasonText(raw);
  const choices = fieldValues(raw, 'Choice').map(pairChoice);
  if (choices.length === 0) {
    return {
      outcome: 'unparsed',
      reason,
      problem: `no "Choice:" line in the judge's answer (got ${quote(raw)})`,
    };
  }
  const kinds = new Set(choices);
  if (kinds.size > 1)
    return { outcome: 'unparsed', reason, problem: `"Choice:" lines disagree (${[...kinds].join(', ')})` };
  const outcome = choices[0] ?? 'unparsed';
  if (outcome === 'unparsed') {
    return {
      outcome,
      reason,
      problem: `"Choice:" is not Conversation 1, Conversation 2, Both or Neither (got ${quote(fieldValues(raw, 'Choice')[0] ?? '')})`,
    };
  }
  return { outcome, reason };
}

/** Maps one pairwise choice value (as BotChat and HCG spell it) to an outcome. */
export function pairChoice(value: string): PairOutcome {
  const b = bare(value);
  if (/^conversation\s*1\b/.test(b) || b === '1') return 'model2';
  if (/^conversation\s*2\b/.test(b) || b === '2') return 'model1';
  if (b.startsWith('both')) return 'bothbad';
  if (b.startsWith('neither')) return 'tie';
  return 'unparsed';
}

/** Reads a Yes/No choice given as a separate field (HCG's JSON judgments). */
export function uniChoice(choice: string, index: string): UniAnswer {
  const raw = `Choice: ${choice}\nIndex: ${index}`;
  const a = parseUniAnswer(raw);
  return { ...a, reason: '' };
}
