// HCG's file names, read with the folder's other files. The study names a comparison file (gt_eval, pair_eval) by
// joining the names of its two dialogue files with `_` (its gt_eval.py: `A[:-6] + "_" + B`), and a dialogue file
// `<data set>_<language>_<inquirer>_<responder>_<turns>`, where the inquirer model's name may hold `_` itself
// (`llama_3b_v1`, `gemma_27b`) and another split names its files otherwise (`arena_llama_8B_GPT4oMini_6`, its real
// dialogues `arena_model_a_summaries`). So a joined name is split where its two sides are dialogue names that other
// files of the folder declare, and a model's name is what is left of a dialogue name once the start and the end
// that the split's dialogue names share are taken off. Pure: the readers hand it what the read holds
// (docs/formats.md, "HCG").
import { GROUND_TRUTH } from '../../records/ids.ts';

/** A file's name without its folders and without `.jsonl` (or a summary's `.txt`). */
export function hcgStem(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.(jsonl|txt)$/i, '');
}

/**
 * The judgment file a published summary describes, among the files one judge's judgments were read from: its
 * result file (`result_summary_<split>/` read as `result_<split>/`) when that was read, else the one file of that
 * name (a folder laid out otherwise); undefined when none, or several, have its name.
 * @example summaryResultFile('a/result_x/J_Evaluator/uni_eval/n.jsonl', ['moved/J/n.jsonl']) // 'moved/J/n.jsonl'
 */
export function summaryResultFile(resultFile: string, files: ReadonlySet<string>): string | undefined {
  if (files.has(resultFile)) return resultFile;
  const stem = hcgStem(resultFile);
  const named = [...files].filter((f) => hcgStem(f) === stem);
  return named.length === 1 ? named[0] : undefined;
}

/** True when a path files its judgments under a `gt_eval` folder (the study's comparisons with the real dialogues). */
export function inGtFolder(file: string): boolean {
  return /(^|\/)gt_eval\//.test(file);
}

/** The study's documented name of its real dialogues: `<split>_min_<turns>_turns_summary`; the turns, or undefined. */
export function documentedRealTurns(stem: string): string | undefined {
  return /^.+_min_(\d+)_turns_summary$/.exec(stem)?.[1];
}

/** What a dialogue file's content said of it (readHcgDialogues). */
export interface DialogueFileInfo {
  /** The inquirer model, or GT for the real dialogues. */
  model: string;
  /** Its number of turns ('' when neither its name nor its lines say). */
  turns: string;
}

/** A published summary, as far as names go. */
export interface SummaryNames {
  /** The stem of the result file it describes. */
  stem: string;
  kind: 'uni' | 'gt' | 'pair';
  /** `Conversation A` and `Conversation B`, as stems. */
  a?: string;
  b?: string;
  /** Filed under a gt_eval folder. */
  gtFolder: boolean;
}

/** What a read holds that names dialogue files. */
export interface NamingInput {
  /** Dialogue files read, by stem, with what their content says. */
  dialogueFiles: ReadonlyMap<string, DialogueFileInfo>;
  /** Stems of dialogue files that are in the folder, read or not. */
  dialogueStems?: readonly string[];
  /** Stems of the single-dialogue judgment files (uni_eval): each names one dialogue file. */
  uniStems: readonly string[];
  /** Comparison files: their stem (two dialogue names joined), and whether filed under a gt_eval folder. */
  pairFiles: readonly { stem: string; gtFolder: boolean }[];
  /** Published summaries read. */
  summaries: readonly SummaryNames[];
}

/** How a dialogue name is read: whose dialogues, which setting, and how that was decided (for the quality page). */
export interface DialogueReading {
  /** The inquirer model's name, or GT for the real dialogues. */
  model: string;
  /** The number of turns ('' when the name does not say). */
  turns: string;
  /** The split (data set and language) its name starts with; null for a name outside the study's pattern. */
  split: string | null;
  /**
   * The setting its judgments are filed under: the turns; in a folder holding two or more splits, the split and
   * the turns (`arena-6`), so that two splits' dialogues of the same model and turns are never taken as one.
   */
  setting: string;
  /** True when a dialogue file of this name was read and its content said so. */
  fromContent: boolean;
  /** True when the name does not follow the study's pattern and is read whole. */
  whole?: boolean;
  how: string;
}

/** How a joined name splits: the two dialogue names (A, B) and how; or why it cannot be split. */
export type JoinedSplit = { a: string; b: string; how: string } | { a?: undefined; why: string };

export interface HcgNaming {
  /** Every dialogue name another file declares, with the files that declare it (descriptions). */
  declared: ReadonlyMap<string, readonly string[]>;
  /** The names read as the real dialogues, each with why. */
  real: ReadonlyMap<string, string>;
  dialogue(stem: string): DialogueReading;
  split(joined: string): JoinedSplit;
  /** The splits (data set and language) the folder's dialogue names belong to. */
  splits: ReadonlySet<string>;
  /**
   * The split a dialogue name or a joined name belongs to: the start its split's names share (at most two
   * segments); null for a name outside the study's pattern (no trailing turns, not the real dialogues).
   */
  splitOf(stem: string, isReal?: boolean): string | null;
}

/**
 * The split a setting is of: `arena` of `arena-6` and of `arena` (a folder of two or more splits), '' of a setting
 * of turns alone; any other label is its own.
 * @example settingSplit('oasst1_en-12') // 'oasst1_en'
 */
export function settingSplit(setting: string): string {
  if (/^\d*$/.test(setting)) return '';
  return /^(.+)-\d+$/.exec(setting)?.[1] ?? setting;
}

/** The `_` positions at which a joined name can be cut into two non-empty names. */
function cuts(joined: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 1; i < joined.length - 1; i++)
    if (joined[i] === '_') out.push([joined.slice(0, i), joined.slice(i + 1)]);
  return out;
}

/**
 * What the study's documented names alone say of a dialogue name: the real dialogues
 * `<split>_min_<turns>_turns_summary`, a model's `<data set>_<language>_<inquirer>_<responder>_<turns>`; undefined
 * for any other name. The folder's other names say more (hcgNaming), and a dialogue file's content more still.
 * @example documentedName('oasst1_en_llama_3B_GPT4oMini_6') // { model: 'llama_3B', turns: '6' }
 */
export function documentedName(stem: string): { model: string; turns: string } | undefined {
  const real = documentedRealTurns(stem);
  if (real !== undefined) return { model: GROUND_TRUTH, turns: real };
  const m = /^[^_]+_[^_]+_(.+)_[^_]+_(\d+)$/.exec(stem);
  return m ? { model: m[1] ?? '', turns: m[2] ?? '' } : undefined;
}

/** True when a name follows one of the study's documented dialogue names (the fallback when nothing declares it). */
function documentedDialogueName(stem: string): boolean {
  return documentedName(stem) !== undefined;
}

const quoteName = (s: string) => `"${s}"`;
const list = (xs: readonly string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/**
 * Splits one joined name, in this order: as its published summary names its two files (`Conversation A`,
 * `Conversation B`, when they join to the name); at the one cut whose two sides are both declared; at the one cut
 * with one side declared (the other side is then the rest of the name); at the one cut whose two sides both follow
 * the study's documented names. Two or more cuts at the first step that finds any: undecided.
 */
function splitJoined(
  joined: string,
  declared: ReadonlyMap<string, readonly string[]>,
  bySummary: ReadonlyMap<string, { a: string; b: string }>,
): JoinedSplit {
  const s = bySummary.get(joined);
  if (s) return { ...s, how: 'as its published summary names the two files (Conversation A and B)' };
  const all = cuts(joined);
  const both = all.filter(([a, b]) => declared.has(a) && declared.has(b));
  const shown = (cs: [string, string][]) =>
    cs
      .slice(0, 3)
      .map(([a, b]) => `${quoteName(a)} + ${quoteName(b)}`)
      .join('; ') + (cs.length > 3 ? '; ...' : '');
  if (both.length === 1) {
    const [a, b] = both[0]!;
    return { a, b, how: "at the only cut into two names the folder's other files declare" };
  }
  if (both.length > 1)
    return { why: `it splits ${both.length} ways into names other files declare (${shown(both)})` };
  const one = all.filter(([a, b]) => declared.has(a) !== declared.has(b));
  if (one.length === 1) {
    const [a, b] = one[0]!;
    const known = declared.has(a) ? a : b;
    return {
      a,
      b,
      how: `after ${quoteName(known)}, which another file declares (no file declares the other name)`,
    };
  }
  if (one.length > 1)
    return { why: `it starts or ends ${one.length} ways with a name other files declare (${shown(one)})` };
  const documented = all.filter(([a, b]) => documentedDialogueName(a) && documentedDialogueName(b));
  if (documented.length === 1) {
    const [a, b] = documented[0]!;
    return {
      a,
      b,
      how: "at the only cut into two of the study's documented names (no other file declares either)",
    };
  }
  return {
    why:
      documented.length > 1
        ? `no other file declares its dialogue names, and it splits ${documented.length} ways into the study's documented names`
        : "no other file declares a dialogue name it starts or ends with, and it does not join two of the study's documented names",
  };
}

/** Length of the longest common prefix of segment lists. */
function commonPrefix(lists: readonly (readonly string[])[]): number {
  if (lists.length === 0) return 0;
  let k = 0;
  while (lists.every((l) => k < l.length && l[k] === lists[0]![k])) k++;
  return k;
}

/** Length of the longest common suffix of segment lists. */
function commonSuffix(lists: readonly (readonly string[])[]): number {
  return commonPrefix(lists.map((l) => [...l].reverse()));
}

/** The study's dialogue names start with the data set and its language (two segments at most). */
const MAX_PREFIX = 2;
/** ... and end with the responder model (one segment) and the turns. */
const MAX_SUFFIX = 1;

/** The segments of a name, without its trailing `_<turns>` (when it has them), and the turns. */
function body(stem: string): { segs: string[]; turns?: string } {
  const segs = stem.split('_');
  return segs.length >= 2 && /^\d+$/.test(segs.at(-1)!)
    ? { segs: segs.slice(0, -1), turns: segs.at(-1)! }
    : { segs };
}

/**
 * The start and end of the dialogue names of a name's split (the names that share its first segment): the start
 * every one of them shares (at most two segments: data set and language), the end every generated one shares (at
 * most one: the responder); a split of one name takes the documented pattern's (two segments, then one).
 */
function splitEnds(
  stem: string,
  names: readonly string[],
  real: ReadonlyMap<string, string>,
): { k: number; r: number; family: number; byFolder: boolean } {
  const first = stem.split('_')[0];
  const family = [...new Set([...names, stem])].filter((n) => n.split('_')[0] === first);
  const bodies = family.map((n) => (real.has(n) ? n.split('_') : body(n).segs));
  const generated = family
    .filter((n) => !real.has(n) && body(n).turns !== undefined)
    .map((n) => body(n).segs);
  const byFolder = new Set(bodies.map((s) => s.join('_'))).size >= 2;
  const k = byFolder ? Math.min(MAX_PREFIX, commonPrefix(bodies)) : MAX_PREFIX;
  const r =
    new Set(generated.map((s) => s.join('_'))).size >= 2
      ? Math.min(MAX_SUFFIX, commonSuffix(generated))
      : MAX_SUFFIX;
  return { k, r, family: family.length, byFolder };
}

/**
 * The model and setting of a generated dialogue's name, from the name and the other dialogue names of its split:
 * the trailing `_<digits>` is the setting; the split's shared start and end (splitEnds) are taken off, leaving at
 * least one segment; what is left, however many `_` it holds, is the model. A name without trailing turns is read
 * whole.
 */
function modelFromName(
  stem: string,
  names: readonly string[],
  real: ReadonlyMap<string, string>,
): DialogueReading {
  const { segs, turns } = body(stem);
  if (turns === undefined)
    return {
      model: stem,
      turns: '',
      split: null,
      setting: '',
      fromContent: false,
      whole: true,
      how: `read under the whole name (it does not end in _<turns>, as the study's dialogue names do)`,
    };
  const ends = splitEnds(stem, names, real);
  // At least one segment is the model.
  const r = Math.max(0, Math.min(ends.r, segs.length - 1));
  const k = Math.max(0, Math.min(ends.k, segs.length - r - 1));
  const model = segs.slice(k, segs.length - r).join('_');
  const start = segs.slice(0, k).join('_');
  const end = segs.slice(segs.length - r).join('_');
  const parts = [
    ...(start ? [`the start ${quoteName(start)} (data set${k === 2 ? ' and language' : ''})`] : []),
    ...(end ? [`the end ${quoteName(end)} (the responder)`] : []),
    `the turns ${turns}`,
  ];
  return {
    model,
    turns,
    split: start || null,
    setting: turns,
    fromContent: false,
    how: `model ${quoteName(model)} read from the name: ${list(parts)} taken off, ${
      ends.byFolder
        ? `as the ${ends.family} dialogue names of this split in the folder share them`
        : "by the study's documented pattern (the folder names no other dialogue file of this split)"
    }`,
  };
}

/**
 * Reads the folder's dialogue names: which names are declared and by what, which are the real dialogues, how each
 * comparison file's name splits, and whose dialogues each name holds. The real dialogues are those a dialogue file's
 * content says are real, those named as the study documents them (`<split>_min_<turns>_turns_summary`), and the
 * first file (A) of a comparison filed under a gt_eval folder (the study compares the real dialogues, A, with a
 * model's, B).
 */
export function hcgNaming(input: NamingInput): HcgNaming {
  const declared = new Map<string, string[]>();
  const declare = (stem: string | undefined, by: string) => {
    if (stem === undefined || stem === '') return;
    const l = declared.get(stem) ?? [];
    if (!l.includes(by)) l.push(by);
    declared.set(stem, l);
  };
  for (const s of input.dialogueStems ?? []) declare(s, 'its dialogue file');
  for (const s of input.dialogueFiles.keys()) declare(s, 'its dialogue file');
  for (const s of input.uniStems) declare(s, 'a single-dialogue judgment file');
  const bySummary = new Map<string, { a: string; b: string }>();
  for (const s of input.summaries) {
    if (s.kind === 'uni') declare(s.stem, 'a published summary');
    declare(s.a, 'a published summary');
    declare(s.b, 'a published summary');
    if (s.a && s.b) bySummary.set(`${s.a}_${s.b}`, { a: s.a, b: s.b });
  }
  const splits = new Map<string, JoinedSplit>();
  for (const p of input.pairFiles)
    if (!splits.has(p.stem)) splits.set(p.stem, splitJoined(p.stem, declared, bySummary));
  const names = new Set(declared.keys());
  for (const s of splits.values()) if (s.a !== undefined) names.add(s.a).add(s.b);
  const real = new Map<string, string>();
  for (const [stem, d] of input.dialogueFiles)
    if (d.model === GROUND_TRUTH) real.set(stem, 'its dialogue file holds the real dialogues');
  for (const n of names)
    if (!real.has(n) && documentedRealTurns(n) !== undefined)
      real.set(n, 'named as the study names its real dialogues, <split>_min_<turns>_turns_summary');
  for (const p of input.pairFiles) {
    const s = splits.get(p.stem);
    if (p.gtFolder && s?.a !== undefined && !real.has(s.a) && !input.dialogueFiles.has(s.a))
      real.set(
        s.a,
        "the first file (A) of comparisons filed under gt_eval, which compares the real dialogues with a model's",
      );
  }
  for (const s of input.summaries)
    if (s.gtFolder && s.a && !real.has(s.a) && !input.dialogueFiles.has(s.a))
      real.set(
        s.a,
        "Conversation A of a summary filed under gt_eval, which compares the real dialogues with a model's",
      );
  const all = [...names];
  const splitMemo = new Map<string, string | null>();
  const splitOf = (stem: string, isReal = false): string | null => {
    const memo = isReal ? undefined : splitMemo.get(stem);
    if (memo !== undefined) return memo;
    const found = splitOfUncached(stem, isReal);
    if (!isReal) splitMemo.set(stem, found);
    return found;
  };
  const splitOfUncached = (stem: string, isReal: boolean): string | null => {
    const s = splits.get(stem);
    const one = s?.a !== undefined ? s.a : stem;
    const known = isReal && !real.has(one) ? new Map([...real, [one, 'its content']]) : real;
    if (!known.has(one) && body(one).turns === undefined) return null;
    const segs = one.split('_');
    const { k } = splitEnds(one, all, known);
    return segs.slice(0, Math.max(0, Math.min(k, segs.length - 1))).join('_') || null;
  };
  // The splits of the files' own names only (not the names summaries give): the dialogue files, read before the
  // summaries are all read, see the same splits as the judgment files.
  const splitSet = new Set<string>();
  for (const n of [
    ...(input.dialogueStems ?? []),
    ...input.dialogueFiles.keys(),
    ...input.uniStems,
    ...input.pairFiles.map((p) => p.stem),
  ]) {
    const s = splitOf(n);
    if (s !== null) splitSet.add(s);
  }
  /** The setting of turns in a split: qualified by the split when the folder holds two or more. */
  const settingOf = (split: string | null, turns: string) =>
    splitSet.size >= 2 && split !== null ? (turns ? `${split}-${turns}` : split) : turns;
  const readings = new Map<string, DialogueReading>();
  return {
    declared,
    real,
    splits: splitSet,
    dialogue(stem) {
      let r = readings.get(stem);
      if (r) return r;
      const d = input.dialogueFiles.get(stem);
      const why = real.get(stem);
      const split = splitOf(stem);
      if (d)
        r = {
          model: d.model,
          turns: d.turns,
          split,
          setting: settingOf(split, d.turns),
          fromContent: true,
          how: 'from its dialogue file',
        };
      else if (why !== undefined) {
        const turns = documentedRealTurns(stem) ?? /_(\d+)$/.exec(stem)?.[1] ?? '';
        r = {
          model: GROUND_TRUTH,
          turns,
          split,
          setting: settingOf(split, turns),
          fromContent: false,
          how: `the real dialogues, ${why}${turns ? `; ${turns} turns` : '; no turns in the name'}`,
        };
      } else {
        const m = modelFromName(stem, all.includes(stem) ? all : [...all, stem], real);
        r = { ...m, setting: settingOf(m.split, m.turns) };
      }
      readings.set(stem, r);
      return r;
    },
    split(joined) {
      return splits.get(joined) ?? splitJoined(joined, declared, bySummary);
    },
    splitOf,
  };
}

/** The records a view holds, as far as names go (a view reads records, not the read's list of files). */
export interface NamedRecords {
  conversations: readonly { model: string; setting: string; source: { file: string } }[];
  uniJudgments: readonly { source: { file: string } }[];
  pairJudgments: readonly { source: { file: string } }[];
  publishedSummaries: readonly {
    kind: 'uni' | 'gt' | 'pair';
    resultFile: string;
    labels: Readonly<Record<string, string>>;
    source: { file: string };
  }[];
}

/**
 * The naming of the files a set of records was read from (their `source` files and the summaries' labels): what
 * the readers saw, for the pages (a published summary whose result file is not public is placed by it).
 */
export function hcgNamingOfRecords(r: NamedRecords): HcgNaming {
  const dialogueFiles = new Map<string, DialogueFileInfo>();
  for (const c of r.conversations)
    if (!dialogueFiles.has(hcgStem(c.source.file)))
      dialogueFiles.set(hcgStem(c.source.file), {
        model: c.model,
        turns: /(\d+)$/.exec(c.setting)?.[1] ?? '',
      });
  const files = (js: readonly { source: { file: string } }[]) => [...new Set(js.map((j) => j.source.file))];
  return hcgNaming({
    dialogueFiles,
    uniStems: files(r.uniJudgments).map(hcgStem),
    pairFiles: files(r.pairJudgments).map((f) => ({ stem: hcgStem(f), gtFolder: inGtFolder(f) })),
    summaries: r.publishedSummaries.map((s) => {
      const a = s.labels['Conversation A'];
      const b = s.labels['Conversation B'];
      return {
        stem: hcgStem(s.resultFile),
        kind: s.kind,
        ...(a !== undefined ? { a: hcgStem(a) } : {}),
        ...(b !== undefined ? { b: hcgStem(b) } : {}),
        gtFolder: inGtFolder(s.source.file),
      };
    }),
  });
}
