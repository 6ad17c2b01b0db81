// Demo data for the Meena SSA and FED pages: invented SSA labels (static and interactive, five raters) and a model
// table for five versions of an invented bot "Lumen" plus an "EchoBot" that always answers generically and human
// responders; a few Meena-style transcripts; and FED-style ratings of some of them. Seeded (rng.ts), so
// every run writes the same bytes. Nothing here comes from a real study.
import { toDelimited } from './formats.ts';
import { rngFor, type Rng } from './rng.ts';

/** A system of the demo: its hidden chance that a response is sensible, and specific given sensible. */
interface DemoSystem {
  model: string;
  version: string;
  sensible: number;
  specificGivenSensible: number;
  perplexity?: number;
  humanLikeness?: number;
}

/**
 * Lumen's versions get better as perplexity falls (roughly linearly, as in the paper's figure 1); EchoBot is
 * sensible but never specific (the paper's GenericBot); humans are nearly always sensible.
 */
export const SSA_DEMO_SYSTEMS: readonly DemoSystem[] = [
  {
    model: 'lumen',
    version: 'v1',
    sensible: 0.6,
    specificGivenSensible: 0.55,
    perplexity: 15.8,
    humanLikeness: 0.31,
  },
  { model: 'lumen', version: 'v2', sensible: 0.66, specificGivenSensible: 0.6, perplexity: 14.4 },
  {
    model: 'lumen',
    version: 'v3',
    sensible: 0.72,
    specificGivenSensible: 0.64,
    perplexity: 13.1,
    humanLikeness: 0.45,
  },
  { model: 'lumen', version: 'v4', sensible: 0.77, specificGivenSensible: 0.68, perplexity: 12.0 },
  {
    model: 'lumen',
    version: 'v5',
    sensible: 0.83,
    specificGivenSensible: 0.72,
    perplexity: 10.9,
    humanLikeness: 0.58,
  },
  { model: 'echobot', version: '', sensible: 0.7, specificGivenSensible: 0.02, humanLikeness: 0.12 },
  { model: 'people', version: '', sensible: 0.95, specificGivenSensible: 0.76, humanLikeness: 0.93 },
];

/** Raters per response, as in the paper. */
export const SSA_DEMO_RATERS = 5;
/** A rater agrees with the response's hidden label with this chance (so raters disagree now and then). */
const RATER_ACCURACY = 0.86;
export const SSA_DEMO_STATIC_CONTEXTS = 40;
export const SSA_DEMO_INTERACTIVE_CONVERSATIONS = 12;
export const SSA_DEMO_BOT_TURNS = 7;

const TOPICS = [
  ['hiking', 'the trail up to the old lighthouse'],
  ['baking', 'a rye loaf that would not rise'],
  ['chess', 'the endgame I lost on Sunday'],
  ['jazz', 'a trio playing in the park'],
  ['gardening', 'tomatoes that split after the rain'],
  ['cycling', 'a flat tyre halfway to work'],
  ['painting', 'a watercolour of the harbour'],
  ['astronomy', 'the meteor shower last night'],
  ['cooking', 'a lentil soup with too much cumin'],
  ['reading', 'a mystery novel set on a train'],
] as const;

const SPECIFIC = [
  (t: string, d: string) => `Oh, ${t}! How did it go with ${d}?`,
  (t: string, d: string) => `I tried ${t} last year, and ${d} sounds like my first attempt.`,
  (t: string, d: string) => `Ha, ${d} is exactly why I gave up on ${t} for a while.`,
];
const GENERIC = ["I don't know.", 'ok', 'That is nice.', 'Cool.'];
const NONSENSE = [
  'My favourite colour is Tuesday.',
  'Yes, the elevator was delicious.',
  'I am not sure why the moon owes me money.',
];

/** One rater's answers given the response's hidden labels. */
function rate(
  rng: Rng,
  sensible: boolean,
  specific: boolean,
): { sensible: boolean; specific: boolean | null } {
  const s = rng.chance(RATER_ACCURACY) ? sensible : !sensible;
  if (!s) return { sensible: false, specific: null };
  return { sensible: true, specific: rng.chance(RATER_ACCURACY) ? specific : !specific };
}

function responseText(
  rng: Rng,
  topic: readonly [string, string],
  sensible: boolean,
  specific: boolean,
): string {
  if (!sensible) return rng.pick(NONSENSE);
  if (!specific) return rng.pick(GENERIC);
  return rng.pick(SPECIFIC)(topic[0], topic[1]);
}

/** The context of static context `ctx-NN`: two turns that lead to the response, on that context's topic. */
function staticContext(id: string): string {
  const c = Number(id.replace(/^ctx-/, ''));
  const [topic, detail] = TOPICS[(c - 1) % TOPICS.length]!;
  return `A: I got into ${topic} this year.\nB: Nice! How is it going?\nA: Mostly well, apart from ${detail}.`;
}

/** The run and empty decoding columns of a row. */
const noDecoding = (run: string): string[] => [run, '', '', ''];

/** The system evaluated in several runs (the paper evaluated its lowest-perplexity model 7 times per mode). */
const RUN_SYSTEM = { model: 'lumen', version: 'v5' } as const;
/** Runs of RUN_SYSTEM: run 1 is its ordinary rows; runs 2 and up are written by repeatedRuns. */
export const SSA_DEMO_RUNS = 3;
const isRunSystem = (s: DemoSystem) => s.model === RUN_SYSTEM.model && s.version === RUN_SYSTEM.version;

/** One labelled response's rows: each rater's answers. */
function ratedRows(
  rng: Rng,
  head: (string | number)[],
  hidden: { sensible: boolean; specific: boolean },
  text: string,
  raters: number,
  rater: (r: number) => string,
  tail: (string | number)[],
): (string | number)[][] {
  return Array.from({ length: raters }, (_, k) => {
    const a = rate(rng, hidden.sensible, hidden.specific);
    return [
      ...head,
      rater(k + 1),
      a.sensible ? 1 : 0,
      a.specific === null ? '' : a.specific ? 1 : 0,
      text,
      ...tail,
    ];
  });
}

/** Runs 2 and up of RUN_SYSTEM: the same static contexts and new interactive conversations, freshly sampled. */
function repeatedRuns(): (string | number)[][] {
  const s = SSA_DEMO_SYSTEMS.find(isRunSystem)!;
  const rows: (string | number)[][] = [];
  for (let run = 2; run <= SSA_DEMO_RUNS; run++) {
    for (let c = 1; c <= SSA_DEMO_STATIC_CONTEXTS; c++) {
      const rng = rngFor(`ssa:run:${run}:static:${c}`);
      const topic = TOPICS[(c - 1) % TOPICS.length]!;
      const sensible = rng.chance(s.sensible);
      const specific = sensible && rng.chance(s.specificGivenSensible);
      const ctx = `ctx-${String(c).padStart(2, '0')}`;
      rows.push(
        ...ratedRuns(
          rng,
          [s.model, s.version, 'static', ctx, 1],
          { sensible, specific },
          topic,
          run,
          (r) => `r${String(((c + r + run) % 23) + 1).padStart(2, '0')}`,
        ),
      );
    }
    for (let c = 1; c <= SSA_DEMO_INTERACTIVE_CONVERSATIONS; c++) {
      const rng = rngFor(`ssa:run:${run}:interactive:${c}`);
      const topic = TOPICS[(c * 3 + run) % TOPICS.length]!;
      const mood = (rng.next() - 0.5) * 0.2;
      for (let t = 1; t <= SSA_DEMO_BOT_TURNS; t++) {
        const sensible = rng.chance(Math.min(0.99, s.sensible + 0.03 + mood));
        const specific = sensible && rng.chance(s.specificGivenSensible);
        const conv = `lumen-v5-run${run}-chat-${c}`;
        rows.push(
          ...ratedRuns(
            rng,
            [s.model, s.version, 'interactive', conv, 2 * t],
            { sensible, specific },
            topic,
            run,
            (r) => `w${String(((c * 7 + r + run) % 31) + 1).padStart(2, '0')}`,
          ),
        );
      }
    }
  }
  return rows;
}

/** One response of a run: its text and its raters' rows, tagged with the run. */
function ratedRuns(
  rng: Rng,
  head: (string | number)[],
  hidden: { sensible: boolean; specific: boolean },
  topic: readonly [string, string],
  run: number,
  rater: (r: number) => string,
): (string | number)[][] {
  const text = responseText(rng, topic, hidden.sensible, hidden.specific);
  return ratedRows(rng, head, hidden, text, SSA_DEMO_RATERS, rater, noDecoding(String(run)));
}

/**
 * A decoding sweep of Lumen v5 in static mode (the paper's section 5.1): sample-and-rank N of 1, 20 and 400 at
 * three temperatures sampling from the whole vocabulary, and at T = 1 with top-k 40. Invented effects: N = 20
 * helps over N = 1, N = 400 costs a little sensibleness; a higher temperature is more specific, less sensible.
 */
export const SSA_DEMO_DECODINGS: readonly { samples: number; temperature: number; topK?: number }[] = [
  ...[0.7, 0.88, 1].flatMap((temperature) => [1, 20, 400].map((samples) => ({ samples, temperature }))),
  ...[1, 20, 400].map((samples) => ({ samples, temperature: 1, topK: 40 })),
];
const SWEEP_CONTEXTS = 20;
const SWEEP_RATERS = 3;
const N_EFFECT: Record<number, { sensible: number; specific: number }> = {
  1: { sensible: -0.08, specific: -0.1 },
  20: { sensible: 0.03, specific: 0 },
  400: { sensible: -0.02, specific: 0.01 },
};

function decodingSweep(): (string | number)[][] {
  const s = SSA_DEMO_SYSTEMS.find(isRunSystem)!;
  const rows: (string | number)[][] = [];
  for (const d of SSA_DEMO_DECODINGS) {
    const e = N_EFFECT[d.samples]!;
    const pSensible = s.sensible + e.sensible - 0.25 * (d.temperature - 0.88) + (d.topK ? 0.02 : 0);
    const pSpecific = s.specificGivenSensible + e.specific + 0.3 * (d.temperature - 0.88);
    for (let c = 1; c <= SWEEP_CONTEXTS; c++) {
      const rng = rngFor(`ssa:decoding:${d.samples}:${d.temperature}:${d.topK ?? ''}:${c}`);
      const topic = TOPICS[(c - 1) % TOPICS.length]!;
      const sensible = rng.chance(pSensible);
      const specific = sensible && rng.chance(pSpecific);
      const text = responseText(rng, topic, sensible, specific);
      const ctx = `ctx-${String(c).padStart(2, '0')}`;
      rows.push(
        ...ratedRows(
          rng,
          [s.model, s.version, 'static', ctx, 1],
          { sensible, specific },
          text,
          SWEEP_RATERS,
          (r) => `d${String(((c + r) % 11) + 1).padStart(2, '0')}`,
          ['', d.samples, d.temperature, d.topK ?? ''],
        ),
      );
    }
  }
  return rows;
}

/**
 * Interactive labels of the Lumen transcripts (meena/demo.txt), linked to their conversation pages by the
 * transcript's seed (`lumen-1`): every bot turn, three raters, as version `full` (the released logs' version).
 */
function transcriptLabels(): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const c of SSA_DEMO_TRANSCRIPTS.filter((t) => t.system === 'Lumen')) {
    const [topic, detail] = TOPICS[c.topic]!;
    BOT_LINES.forEach((line, k) => {
      const rng = rngFor(`ssa:transcript:${c.n}:${k}`);
      const sensible = rng.chance(0.9);
      const specific = sensible && rng.chance(0.6);
      rows.push(
        ...ratedRows(
          rng,
          ['lumen', 'full', 'interactive', `lumen-${c.n}`, 2 * (k + 1)],
          { sensible, specific },
          line(c.system, topic, detail),
          3,
          (r) => `t${String(r + c.n).padStart(2, '0')}`,
          noDecoding(''),
        ),
      );
    });
  }
  return rows;
}

/** The SSA label file (CSV), with its planted rows described for the README. */
export function buildSsaLabels(): { csv: string; planted: { line: number; what: string }[]; rows: number } {
  const header = [
    'model',
    'version',
    'mode',
    'conversation',
    'turn',
    'rater',
    'sensible',
    'specific',
    'response',
    'run',
    'samples',
    'temperature',
    'top_k',
    'context',
  ];
  const rows: (string | number)[][] = [];
  const system = (s: DemoSystem) => `${s.model}${s.version ? `-${s.version}` : ''}`;
  for (const s of SSA_DEMO_SYSTEMS) {
    // Static: every system answers the same contexts (one response each, turn 1 after the context).
    for (let c = 1; c <= SSA_DEMO_STATIC_CONTEXTS; c++) {
      const rng = rngFor(`ssa:static:${system(s)}:${c}`);
      const topic = TOPICS[(c - 1) % TOPICS.length]!;
      const sensible = rng.chance(s.sensible);
      const specific = sensible && rng.chance(s.specificGivenSensible);
      const text = responseText(rng, topic, sensible, specific);
      for (let r = 1; r <= SSA_DEMO_RATERS; r++) {
        const a = rate(rng, sensible, specific);
        rows.push([
          s.model,
          s.version,
          'static',
          `ctx-${String(c).padStart(2, '0')}`,
          1,
          `r${String(((c + r) % 23) + 1).padStart(2, '0')}`,
          a.sensible ? 1 : 0,
          a.specific === null ? '' : a.specific ? 1 : 0,
          text,
          ...noDecoding(isRunSystem(s) ? '1' : ''),
        ]);
      }
    }
    if (s.model === 'echobot') continue;
    // Interactive: conversations of 14 turns, the system's turns (2, 4, ...) labelled; the interactive setting
    // is a little kinder (greetings and farewells are easy), as the paper found for some bots.
    for (let c = 1; c <= SSA_DEMO_INTERACTIVE_CONVERSATIONS; c++) {
      const rng = rngFor(`ssa:interactive:${system(s)}:${c}`);
      const topic = TOPICS[(c * 3) % TOPICS.length]!;
      // A conversation-level mood: some conversations go better than others (what the bootstrap resamples).
      const mood = (rng.next() - 0.5) * 0.2;
      for (let t = 1; t <= SSA_DEMO_BOT_TURNS; t++) {
        const sensible = rng.chance(Math.min(0.99, s.sensible + 0.03 + mood));
        const specific = sensible && rng.chance(s.specificGivenSensible);
        const text = responseText(rng, topic, sensible, specific);
        for (let r = 1; r <= SSA_DEMO_RATERS; r++) {
          const a = rate(rng, sensible, specific);
          rows.push([
            s.model,
            s.version,
            'interactive',
            `${system(s)}-chat-${c}`,
            2 * t,
            `w${String(((c * 7 + r) % 31) + 1).padStart(2, '0')}`,
            a.sensible ? 1 : 0,
            a.specific === null ? '' : a.specific ? 1 : 0,
            text,
            ...noDecoding(isRunSystem(s) ? '1' : ''),
          ]);
        }
      }
    }
  }
  rows.push(...repeatedRuns(), ...decodingSweep(), ...transcriptLabels());
  // Planted: a rater says "specific" on a response they called not sensible (counted as not specific, reported),
  // and a row with a mode Parley does not know (rejected).
  const plantSpecific = rows.findIndex((r) => r[6] === 0);
  rows[plantSpecific]![7] = 1;
  rows.push([
    'lumen',
    'v5',
    'live',
    'lumen-v5-chat-1',
    2,
    'w99',
    1,
    1,
    'A row with an unknown mode.',
    ...noDecoding(''),
  ]);
  // Static rows carry the context every system answered (the same text for a context id); others none.
  const withContext = rows.map((r) => [...r, r[2] === 'static' ? staticContext(String(r[3])) : '']);
  // The physical line a row starts on: a context's turns are lines inside a quoted cell.
  const starts: number[] = [];
  let next = 2;
  for (const r of withContext) {
    starts.push(next);
    next += 1 + r.reduce<number>((n, cell) => n + (String(cell).match(/\n/g)?.length ?? 0), 0);
  }
  const lineOf = (i: number) => starts[i]!;
  return {
    csv: toDelimited(header, withContext, ','),
    planted: [
      {
        line: lineOf(plantSpecific),
        what: 'sensible 0 but specific 1: counted as not specific and reported',
      },
      { line: lineOf(rows.length - 1), what: 'mode "live" (not static or interactive): rejected' },
    ],
    rows: rows.length,
  };
}

/** The model table (CSV): Lumen's perplexities, and human-likeness where "measured". */
export function buildSsaModels(): string {
  return toDelimited(
    ['model', 'version', 'perplexity', 'human_likeness', 'display'],
    SSA_DEMO_SYSTEMS.map((s) => [
      s.model,
      s.version,
      s.perplexity ?? '',
      s.humanLikeness ?? '',
      s.model === 'lumen' ? `Lumen ${s.version}` : s.model === 'echobot' ? 'EchoBot' : 'People',
    ]),
    ',',
  );
}

/** Meena-style transcripts: Lumen (full) and human-human small talk, invented. */
export const SSA_DEMO_TRANSCRIPTS: { system: string; n: number; topic: number }[] = [
  { system: 'Lumen', n: 1, topic: 0 },
  { system: 'Lumen', n: 2, topic: 4 },
  { system: 'Lumen', n: 3, topic: 7 },
  { system: 'Human', n: 1, topic: 2 },
  { system: 'Human', n: 2, topic: 8 },
];

const USER_LINES = [
  'Hi!',
  (t: string) => `Do you like ${t}?`,
  (_: string, d: string) => `Last week I dealt with ${d}.`,
  'Ha, what would you have done?',
  'Any tips for a beginner?',
  'That makes sense. Anything else?',
  'What do you do on weekends?',
  'Nice! I should go now.',
];
const BOT_LINES = [
  (name: string) => `Hey there! I'm ${name}. How is your day going?`,
  (_: string, t: string) => `I love ${t}! It is one of my favourite things 🙂`,
  (_: string, __: string, d: string) => `Oh no, ${d}? That happens to everyone at first.`,
  () => 'I would have laughed it off and tried again the next day :D',
  (_: string, t: string) => `Start small with ${t} and keep notes on what works.`,
  () => 'Patience, mostly. And good company.',
  () => 'I read, and sometimes I bake bread that does not rise.',
  () => 'Bye! Talk soon.',
];

/** A user turn of the second human-human demo conversation: markup and a spreadsheet formula, as plain text. */
export const SSA_DEMO_HOSTILE =
  'Have you seen <script>alert(1)</script> or <img src=x onerror=alert(2)>? =HYPERLINK("http://x","y")';

/** The transcript file, written the way the Meena release writes its logs. */
export function buildSsaTranscripts(): string {
  const blocks = SSA_DEMO_TRANSCRIPTS.map((c) => {
    const [topic, detail] = TOPICS[c.topic]!;
    const user = c.system === 'Human' ? 'Human 1' : 'Human';
    const bot = c.system === 'Human' ? 'Human 2' : c.system;
    const name = c.system === 'Human' ? 'Sam' : c.system;
    const lines: string[] = [`${c.system} Conversation ${c.n}`];
    USER_LINES.forEach((u, k) => {
      // Hostile text as ordinary conversation content, which every page must show as text.
      if (c.system === 'Human' && c.n === 2 && k === 6) {
        lines.push(`${user}: ${SSA_DEMO_HOSTILE}`);
        lines.push(`${bot}: ${BOT_LINES[k]!(name, topic, detail)}`);
        return;
      }
      lines.push(`${user}: ${typeof u === 'string' ? u : u(topic, detail)}`);
      lines.push(`${bot}: ${BOT_LINES[k]!(name, topic, detail)}`);
    });
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

const FED_TURN = [
  'Interesting',
  'Engaging',
  'Specific',
  'Relevant',
  'Correct',
  'Semantically appropriate',
  'Understandable',
  'Fluent',
  'Overall',
];
const FED_DIALOG = [
  'Coherent',
  'Error recovery',
  'Consistent',
  'Diverse',
  'Depth',
  'Likeable',
  'Understanding',
  'Flexible',
  'Informative',
  'Inquisitive',
  'Overall',
];
const FED_MAX: Record<string, number> = { Understandable: 1, Consistent: 1, Overall: 4 };

/**
 * FED-style ratings of the demo transcripts, in FED's layout: three turn items (the bot's turns 2, 6 and 10)
 * then one dialog item (the first 11 turns) per conversation, the bot's name written "System" and emoji
 * turned into ASCII emoticons as FED did. One rater writes "N/A (...)" instead of a number.
 */
export function buildSsaFed(): string {
  const transcript = buildSsaTranscripts()
    .trim()
    .split('\n\n')
    .map((b) => b.split('\n'));
  const items: unknown[] = [];
  transcript.forEach((block, k) => {
    const meta = SSA_DEMO_TRANSCRIPTS[k]!;
    const rng = rngFor(`fed:${meta.system}:${meta.n}`);
    const fedLine = (line: string, i: number) => {
      let text = line.slice(line.indexOf(':') + 2).replaceAll('🙂', ':)');
      if (meta.system !== 'Human') text = text.replaceAll(meta.system, 'System');
      return `${i % 2 === 0 ? 'User' : 'System'}: ${text}`;
    };
    const turns = block.slice(1).map(fedLine);
    const quality = meta.system === 'Human' ? 0.9 : 0.7;
    const annotations = (qualities: readonly string[]) =>
      Object.fromEntries(
        qualities.map((q) => {
          const max = FED_MAX[q] ?? 2;
          return [
            q,
            Array.from({ length: 5 }, () =>
              Math.min(max, Math.round(max * quality + (rng.next() - 0.5) * max)),
            ),
          ];
        }),
      );
    for (const t of [2, 6, 10]) {
      items.push({
        context: turns.slice(0, t - 1).join('\n'),
        response: turns[t - 1],
        system: meta.system,
        annotations: annotations(FED_TURN),
      });
    }
    const dialog = {
      context: turns.slice(0, 11).join('\n'),
      system: meta.system,
      annotations: annotations(FED_DIALOG),
    } as {
      annotations: Record<string, (number | string)[]>;
    };
    if (k === 0) dialog.annotations['Error recovery']![1] = 'N/A (There were no errors to recover from.)';
    items.push(dialog);
  });
  return `${JSON.stringify(items, null, 4)}\n`;
}

/** What the content README says about these files. */
export function ssaDemoReadme(planted: { line: number; what: string }[]): string {
  return `## Meena SSA and FED (\`ssa/\`, \`meena/\`, \`fed/\`)

\`ssa/labels.csv\` holds invented SSA labels in Parley's layout (docs/ssa-labels.md): ${SSA_DEMO_RATERS} raters per
response; static mode: ${SSA_DEMO_STATIC_CONTEXTS} contexts answered by every system; interactive mode:
${SSA_DEMO_INTERACTIVE_CONVERSATIONS} conversations of ${SSA_DEMO_BOT_TURNS} labelled bot turns per system (EchoBot has none). The
systems are five versions of an invented bot, Lumen (v1 worst, v5 best; hidden chances of a sensible response
${SSA_DEMO_SYSTEMS.filter((s) => s.model === 'lumen')
  .map((s) => s.sensible)
  .join(
    ', ',
  )}), EchoBot (sensible but never specific, like the paper's GenericBot) and people answering in the bots' place
(\`people\`, a stand-in for the paper's human baseline, so no published value is set beside it). Each
response has a hidden label; each rater agrees with it with chance ${RATER_ACCURACY}. \`ssa/models.csv\` gives Lumen's
invented perplexities (${SSA_DEMO_SYSTEMS.filter((s) => s.perplexity)
    .map((s) => s.perplexity)
    .join(', ')}) and invented human-likeness for five systems, so every regression figure can be drawn.

Lumen v5 is evaluated in ${SSA_DEMO_RUNS} runs in each mode (column \`run\`; each run freshly sampled: the same
static contexts, new interactive conversations), so the SSA page shows the run-to-run spread beside the paper's.
A decoding sweep of Lumen v5 in static mode (columns \`samples\`, \`temperature\`, \`top_k\`; ${SSA_DEMO_DECODINGS.length}
decodings: N of 1, 20 and 400 at T = 0.7, 0.88 and 1, and at T = 1 with top-k 40; ${SWEEP_CONTEXTS} contexts, ${SWEEP_RATERS}
raters) draws the decoding figures. Every bot turn of the Lumen transcripts in \`meena/demo.txt\` is labelled
(interactive, version \`full\`, \`conversation\` the transcript's seed such as \`lumen-1\`), so their conversation
pages show per-turn marks.

Planted in \`ssa/labels.csv\`:
${planted.map((p) => `- line ${p.line}: ${p.what}`).join('\n')}

\`meena/demo.txt\` holds ${SSA_DEMO_TRANSCRIPTS.length} invented transcripts in the Meena release's layout (Lumen and
human-human small talk), and \`fed/fed_data.json\` FED-style ratings of them in FED's layout (three turn items
and one dialog item per conversation; the bot's name written "System" and 🙂 written \`:)\`, as FED edited the
real logs; one rater's value is the text "N/A (...)", which must be reported, not counted). Turn 13 of
\`Human Conversation 2\` carries hostile text (\`<script>\`, \`<img onerror>\`, a leading-\`=\` formula later in the
line): pages must show it as text.
`;
}

type Write = (
  rel: string,
  data: string,
  what: string,
  count: string,
  manifest?: { role: string },
) => Promise<void>;

/** Writes the demo's SSA, transcript and FED files through the generator's `write`; returns the README section. */
export async function writeSsaDemo(write: Write): Promise<string> {
  const labels = buildSsaLabels();
  await write(
    'ssa/labels.csv',
    labels.csv,
    'SSA labels, static and interactive, 5 raters per response; runs, a decoding sweep and transcript labels',
    `${labels.rows} rows (2 planted)`,
    { role: 'ssa-labels' },
  );
  await write(
    'ssa/models.csv',
    buildSsaModels(),
    'SSA model table: perplexity and human-likeness',
    `${SSA_DEMO_SYSTEMS.length} rows`,
    { role: 'ssa-models' },
  );
  await write(
    'meena/demo.txt',
    buildSsaTranscripts(),
    'Meena-style transcripts (Lumen, human-human)',
    `${SSA_DEMO_TRANSCRIPTS.length} conversations`,
    { role: 'meena-transcripts' },
  );
  await write(
    'fed/fed_data.json',
    buildSsaFed(),
    'FED-style ratings of the transcripts',
    `${SSA_DEMO_TRANSCRIPTS.length * 4} items`,
    { role: 'fed' },
  );
  return ssaDemoReadme(labels.planted);
}

/** Display names of the demo's SSA models, for the manifest. */
export const SSA_DEMO_MODELS: Record<string, { display: string; aliases: string[] }> = {
  lumen: { display: 'Lumen (demo)', aliases: ['Lumen'] },
  echobot: { display: 'EchoBot (demo)', aliases: ['EchoBot'] },
  people: { display: 'People (demo responders)', aliases: [] },
};
