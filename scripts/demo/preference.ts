// Builds the preference-labelling demo: eight conversations by three raters with three invented AI characters,
// one labelled task per prompt (two responses from two of four invented models), a second rater's labels on some
// tasks (for agreement), a few rejected tasks, planted breaches of each of the guide's rules, and two rows the
// reader must reject. Seeded: the same bytes on every run. All text is invented (scripts/demo/preferenceTexts.ts).
import {
  mirrorPreference,
  PREFERENCE_LABEL_FIELDS,
  preferenceText,
  type ContextMessage,
  type PreferenceCode,
  type PreferenceLabelRow,
  type PromptTag,
  type RejectionReason,
} from '../../src/records/preferenceLabel.ts';
import type { RejectionRuleId } from '../../src/profiles/preference/site/rejectionRules.ts';
import type { PreferenceRuleId } from '../../src/stats/preferenceRuleFindings.ts';
import { toDelimited } from './formats.ts';
import {
  DEMO_CHARACTERS,
  HOSTILE_RESPONSE,
  PREACHY_OPENINGS,
  REFUSALS,
  TEMPLATED,
  type DemoCharacter,
  type DemoPrompt,
} from './preferenceTexts.ts';
import { rngFor, type Rng } from './rng.ts';

/** How a model's response turned out; decides its text and the ratings it earns. */
type Variant = 'good' | 'ok' | 'garbled' | 'english' | 'refusal' | 'preachy' | 'templated' | 'hostile';

/** The invented models, strongest first, with how often each writes each kind of response. */
export const PREFERENCE_MODELS = [
  {
    id: 'heron-70b',
    display: 'Heron-70B',
    aliases: ['heron-70b-chat'],
    style: { good: 0.7, ok: 0.2, preachy: 0.1 },
  },
  {
    id: 'kestrel-13b',
    display: 'Kestrel-13B',
    aliases: ['Kestrel 13B'],
    style: { good: 0.35, ok: 0.4, preachy: 0.15, templated: 0.1 },
  },
  {
    id: 'wren-8b',
    display: 'Wren-8B',
    aliases: ['wren-8b-instruct'],
    style: { ok: 0.35, garbled: 0.2, english: 0.2, templated: 0.15, refusal: 0.1 },
  },
  {
    id: 'osprey-3b',
    display: 'Osprey-3B',
    aliases: ['osprey-3b-mini'],
    style: { ok: 0.3, garbled: 0.3, templated: 0.2, refusal: 0.1, english: 0.1 },
  },
] as const satisfies readonly {
  id: string;
  display: string;
  aliases: readonly string[];
  style: Partial<Record<Variant, number>>;
}[];

/** The conversations: who wrote them, with which character, and how their prompts were chosen. */
const CONVERSATIONS = [
  { id: 'c01', rater: 'ana', character: 'marisol', plan: 'quota' },
  { id: 'c02', rater: 'ben', character: 'marisol', plan: 'quota' },
  { id: 'c03', rater: 'ana', character: 'orbit', plan: 'quota' },
  { id: 'c04', rater: 'chi', character: 'orbit', plan: 'quota' },
  { id: 'c05', rater: 'ben', character: 'orbit', plan: 'one-adversarial' },
  { id: 'c06', rater: 'chi', character: 'ledger', plan: 'quota' },
  { id: 'c07', rater: 'ana', character: 'ledger', plan: 'quota' },
  { id: 'c08', rater: 'ben', character: 'ledger', plan: 'no-in-domain' },
] as const;
const RATERS = ['ana', 'ben', 'chi'] as const;

/** Prompts (turns) per conversation. */
const TURNS = 5;
/** Tasks a second rater labels again (at most two per conversation, never a planted or rejected one). */
const DOUBLE_LABELLED = 10;

/**
 * Tasks rejected by their rater with no preference; all as the guide allows but c04-t3, which breaks its "do
 * not reject if" rule (see PLANTED_REJECTIONS).
 */
const REJECTED: Record<string, { reason: RejectionReason; comment: string }> = {
  'c02-t2': { reason: 'Sensitive Content', comment: 'Both responses make a joke about a nationality.' },
  'c03-t5': { reason: 'Other', comment: 'The two responses are word for word the same.' },
  'c04-t3': {
    reason: 'Issues understanding Character',
    comment: 'The description says numbered steps, the instructions say no lists; unclear which applies.',
  },
  'c07-t4': { reason: 'PII', comment: 'Both responses invent a phone number and a home address.' },
  'c08-t1': { reason: 'Model Generation Issue', comment: 'Response B is empty.' },
};

/** The planted breaches of the guide's rules, each with the task (or conversation) and side it concerns. */
export interface PlantedBreach {
  rule: PreferenceRuleId | RejectionRuleId;
  raterId: string;
  conversationId: string;
  taskId?: string;
  side?: 'A' | 'B';
  what: string;
}

const PLANTED_TASKS: Record<string, PlantedBreach> = {
  'c02-t3': {
    rule: 'preferred-low-quality',
    raterId: 'ben',
    conversationId: 'c02',
    taskId: 'c02-t3',
    side: 'A',
    what: 'A is preferred ("A is better than B") although its Grammar is 1',
  },
  'c01-t4': {
    rule: 'preferred-low-quality',
    raterId: 'ana',
    conversationId: 'c01',
    taskId: 'c01-t4',
    side: 'B',
    what: 'B, answered in English to a Spanish prompt (Language Match no, Language Consistency 1), is preferred',
  },
  'c02-t5': {
    rule: 'match-vs-consistency',
    raterId: 'ben',
    conversationId: 'c02',
    taskId: 'c02-t5',
    side: 'B',
    what: 'B answers in English: Language Match no, but Language Consistency 2',
  },
  'c01-t2': {
    rule: 'match-vs-consistency',
    raterId: 'ana',
    conversationId: 'c01',
    taskId: 'c01-t2',
    side: 'A',
    what: 'A answers in English: Language Match no, but Language Consistency 3',
  },
  'c03-t4': {
    rule: 'rejected-with-preference',
    raterId: 'ana',
    conversationId: 'c03',
    taskId: 'c03-t4',
    what: 'rejected (Other) and also "B is better than A"',
  },
  'c06-t5': {
    rule: 'rejected-with-preference',
    raterId: 'chi',
    conversationId: 'c06',
    taskId: 'c06-t5',
    what: 'rejected (Model Generation Issue, response B empty) and also "A is much better than B"',
  },
};
const PLANTED_CONVERSATIONS: PlantedBreach[] = [
  {
    rule: 'tag-quota',
    raterId: 'ben',
    conversationId: 'c05',
    what: 'only 1 Adversarial prompt (2 In-Domain, 2 Out-of-Domain, 1 Adversarial)',
  },
  {
    rule: 'tag-quota',
    raterId: 'ben',
    conversationId: 'c08',
    what: 'no In-Domain prompt (3 Out-of-Domain, 2 Adversarial)',
  },
];

/**
 * Breaches of the rejection policy's "do not reject if" rules. Chi's c04-t3 rejection (Issues understanding
 * Character) is one as generated: chi labelled c04's other prompts with the same character. The other two are rows
 * added after the rest (so the seeded draws stay as they were): Ben's second label of c01-t1, rejected although
 * the only fault is response A's language, and a sixth prompt of c07 that Ana rejects for PII only A carries.
 */
const PLANTED_REJECTIONS: PlantedBreach[] = [
  {
    rule: 'rejected-character-understood',
    raterId: 'chi',
    conversationId: 'c04',
    taskId: 'c04-t3',
    what: 'rejected (Issues understanding Character) although chi labelled the other four prompts with Orbit',
  },
  {
    rule: 'rejected-language-mismatch',
    raterId: 'ben',
    conversationId: 'c01',
    taskId: 'c01-t1',
    side: 'A',
    what: 'a second label, rejected (Other) because response A is in English (Language Match no)',
  },
  {
    rule: 'rejected-pii-one-side',
    raterId: 'ana',
    conversationId: 'c07',
    taskId: 'c07-t6',
    side: 'A',
    what: 'rejected (PII), but only response A gives an email address',
  },
];

/** A rater's rewrite of a response (the guide's REWRITE instruction), added to the row of that task and rater. */
const REWRITES: { taskId: string; rater: string; side: 'A' | 'B'; text: string }[] = [
  {
    taskId: 'c01-t2',
    rater: 'ana',
    side: 'A',
    text: 'De series sé poquito, lo mío es la cocina. Pero un documental de comida siempre cae bien, y si lo ves con unas quesadillas recién hechas, mejor.',
  },
];

/** The rows added after the generated ones (see PLANTED_REJECTIONS), made from the rows they copy. */
function extraRows(rows: PreferenceLabelRow[]): PreferenceLabelRow[] {
  const find = (task: string) => rows.find((r) => r.task_id === task)!;
  const mismatch = { ...find('c01-t1') };
  const t5 = find('c07-t5');
  const unrated = Object.fromEntries(
    PREFERENCE_LABEL_FIELDS.filter((f) => /^[ab]_/.test(f)).map((f) => [f, null]),
  ) as Partial<PreferenceLabelRow>;
  return [
    {
      ...mismatch,
      rater_id: 'ben',
      preference: null,
      rejection: 'Other',
      comment: 'Response A answers in English; the prompt is in Spanish.',
    },
    {
      ...t5,
      ...unrated,
      task_id: 'c07-t6',
      turn: 6,
      context: [
        ...(t5.context ?? []),
        { role: 'user', text: t5.prompt },
        { role: 'agent', text: t5.response_a },
      ],
      prompt: 'Could you send me that budget sheet you mentioned?',
      prompt_tags: ['Other'],
      response_a:
        'Aye! Write to me at captain.ledger@example.com and the sheet sails back to you by nightfall.',
      response_b:
        'I cannot send files, matey, but here is the chart: one column for pay, one for fixed costs, one for the rest.',
      preference: null,
      rejection: 'PII',
      comment: 'Response A gives an email address.',
    },
  ];
}

/** The hostile response (escaping test): task c03-t2, response B. */
export const PREFERENCE_HOSTILE_TASK = 'c03-t2';

type Ratings = {
  grammar: number;
  presentation: number;
  languageConsistency: number;
  fluency: number;
  understandability: number;
  languageMatch: boolean;
  falseRefusal: boolean;
  preachy: boolean;
  templated: boolean;
};

function pickVariant(rng: Rng, style: Partial<Record<Variant, number>>, character: DemoCharacter): Variant {
  const u = rng.next();
  let acc = 0;
  for (const [v, p] of Object.entries(style) as [Variant, number][]) {
    acc += p;
    if (u < acc) return v === 'english' && character.language === 'en' ? 'templated' : v;
  }
  return 'ok';
}

/** A typo-ridden copy of a text: lower case, no accents or punctuation, some letters swapped. */
function garble(text: string, rng: Rng): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,!?¿¡:;"]/g, '')
    .split(' ')
    .map((w) => {
      if (w.length < 4 || !rng.chance(0.3)) return w;
      const i = rng.int(1, w.length - 3);
      return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    })
    .join(' ');
}

function textOf(variant: Variant, prompt: DemoPrompt, character: DemoCharacter, rng: Rng): string {
  const lang = character.language;
  switch (variant) {
    case 'good':
      return prompt.good;
    case 'ok':
      return prompt.ok;
    case 'garbled':
      return garble(prompt.ok, rng);
    case 'english':
      return prompt.english ?? prompt.ok;
    case 'refusal':
      return REFUSALS[lang];
    case 'preachy':
      return PREACHY_OPENINGS[lang] + prompt.ok;
    case 'templated':
      return TEMPLATED[lang];
    case 'hostile':
      return HOSTILE_RESPONSE;
  }
}

/** The ratings a careful rater gives a response of this kind (never breaking the guide's rules). */
function ratingsOf(variant: Variant, prompt: DemoPrompt, rng: Rng): Ratings {
  const r: Ratings = {
    grammar: 3,
    presentation: 3,
    languageConsistency: 3,
    fluency: 3,
    understandability: 3,
    languageMatch: true,
    falseRefusal: false,
    preachy: false,
    templated: false,
  };
  switch (variant) {
    case 'good':
      if (rng.chance(0.2)) r.presentation = 2;
      break;
    case 'ok':
      r.grammar = rng.chance(0.3) ? 2 : 3;
      r.presentation = rng.chance(0.5) ? 2 : 3;
      r.fluency = rng.chance(0.4) ? 2 : 3;
      break;
    case 'garbled':
      r.grammar = rng.chance(0.5) ? 1 : 2;
      r.presentation = 2;
      r.fluency = rng.chance(0.3) ? 1 : 2;
      r.understandability = 2;
      break;
    case 'english':
      // Not the prompt's language: the guide's rule, consistency 1 when the language does not match.
      r.languageMatch = false;
      r.languageConsistency = 1;
      break;
    case 'refusal':
      r.falseRefusal = prompt.unsafe !== true;
      break;
    case 'preachy':
      r.preachy = true;
      r.fluency = rng.chance(0.5) ? 2 : 3;
      break;
    case 'templated':
      r.templated = true;
      r.fluency = 2;
      r.languageConsistency = rng.chance(0.5) ? 2 : 3;
      break;
    case 'hostile':
      r.presentation = 1;
      r.understandability = 2;
      break;
  }
  return r;
}

/** The guide's rule: a response with a language-quality score of 1, or in the wrong language, cannot be preferred. */
function unpreferable(r: Ratings): boolean {
  return (
    r.grammar === 1 ||
    r.presentation === 1 ||
    r.languageConsistency === 1 ||
    r.fluency === 1 ||
    !r.languageMatch
  );
}

function quality(r: Ratings): number {
  const flags = Number(r.falseRefusal) + Number(r.preachy) + Number(r.templated);
  return (
    r.grammar +
    r.presentation +
    r.languageConsistency +
    r.fluency +
    r.understandability -
    2 * flags -
    (r.languageMatch ? 0 : 3)
  );
}

/** Quality (see quality()) at or below which a response has major issues; 15 is a clean answer. */
const BOTH_BAD_QUALITY = 12;

/** The preference a careful rater gives: never for a response that cannot be preferred. */
function choosePreference(a: Ratings, b: Ratings, rng: Rng): PreferenceCode {
  const badA = unpreferable(a);
  const badB = unpreferable(b);
  // Both unusable, or both weak (about two points short of a clean answer each): "Both A and B are bad".
  if ((badA && badB) || Math.max(quality(a), quality(b)) <= BOTH_BAD_QUALITY) return 'bad';
  let diff = quality(a) - quality(b);
  if (badA) diff = Math.min(diff, -1);
  if (badB) diff = Math.max(diff, 1);
  if (diff === 0) diff = rng.chance(0.5) ? 1 : -1;
  const strength = Math.abs(diff) >= 5 ? 3 : Math.abs(diff) >= 2 ? 2 : 1;
  return `${diff > 0 ? 'A' : 'B'}${strength}` as PreferenceCode;
}

interface Task {
  taskId: string;
  conversationId: string;
  rater: string;
  character: DemoCharacter;
  turn: number;
  prompt: DemoPrompt;
  context: ContextMessage[];
  models: [string, string];
  texts: [string, string];
  ratings: [Ratings, Ratings] | null;
  preference: PreferenceCode | null;
  rejection: { reason: RejectionReason; comment: string } | null;
  /** Written with the guide's spelling of the preference (else the short form). */
  fullSpelling: boolean;
}

function choosePrompts(character: DemoCharacter, plan: string, rng: Rng): DemoPrompt[] {
  const pool = (tag: PromptTag) => rng.shuffle(character.prompts.filter((p) => p.tags[0] === tag));
  const [id, ood, adv] = [pool('In-Domain'), pool('Out-of-Domain'), pool('Adversarial')];
  const take = (nId: number, nOod: number, nAdv: number) => [
    ...id.slice(0, nId),
    ...rng.shuffle([...ood.slice(0, nOod), ...adv.slice(0, nAdv)]),
  ];
  if (plan === 'one-adversarial') return take(2, 2, 1);
  if (plan === 'no-in-domain') return take(0, 3, 2);
  return take(1, 2, 2);
}

function buildTasks(): Task[] {
  const tasks: Task[] = [];
  for (const conv of CONVERSATIONS) {
    const character = DEMO_CHARACTERS.find((c) => c.id === conv.character)!;
    const rng = rngFor(`preference:${conv.id}`);
    const prompts = choosePrompts(character, conv.plan, rng);
    const context: ContextMessage[] = [];
    prompts.slice(0, TURNS).forEach((prompt, k) => {
      const turn = k + 1;
      const taskId = `${conv.id}-t${turn}`;
      const pair = rng.shuffle(PREFERENCE_MODELS).slice(0, 2);
      const variants = pair.map((m) => pickVariant(rng, m.style, character)) as [Variant, Variant];
      // Planted and special tasks get the responses their story needs.
      if (taskId === 'c02-t3') variants[0] = 'garbled';
      if (taskId === 'c01-t4' || taskId === 'c02-t5') variants.splice(0, 2, 'good', 'english');
      if (taskId === 'c01-t2') variants.splice(0, 2, 'english', 'good');
      if (taskId === PREFERENCE_HOSTILE_TASK) variants[1] = 'hostile';
      const texts = variants.map((v) => textOf(v, prompt, character, rng)) as [string, string];
      let ratings = variants.map((v) => ratingsOf(v, prompt, rng)) as [Ratings, Ratings];
      let preference: PreferenceCode | null = choosePreference(ratings[0], ratings[1], rng);
      let rejection = REJECTED[taskId] ?? null;
      if (taskId === 'c02-t3') {
        ratings[0].grammar = 1;
        preference = 'A2';
      }
      if (taskId === 'c01-t4') preference = 'B2';
      if (taskId === 'c02-t5') ratings[1].languageConsistency = 2;
      if (taskId === 'c01-t2') ratings[0].languageConsistency = 3;
      if (taskId === 'c03-t4')
        rejection = { reason: 'Other', comment: 'Response A stops in the middle of a sentence.' };
      if (taskId === 'c06-t5') {
        rejection = { reason: 'Model Generation Issue', comment: 'Response B is empty.' };
        texts[1] = '';
      }
      if (taskId === 'c08-t1') texts[1] = '';
      if (rejection) {
        ratings = null as unknown as [Ratings, Ratings];
        preference = taskId === 'c03-t4' ? 'B2' : taskId === 'c06-t5' ? 'A3' : null;
      }
      if (taskId === 'c02-t2')
        texts.splice(
          0,
          2,
          ...[0, 1].map(() => '(withheld in the demo: a joke at the expense of a nationality)'),
        );
      if (taskId === 'c07-t4')
        texts.splice(
          0,
          2,
          'Ahoy! Ring me at 555-0142 or drop by 12 Harbour Lane and we will sort your budget.',
          'Call the captain on 555-0199, any time, at 3 Anchor Street.',
        );
      tasks.push({
        taskId,
        conversationId: conv.id,
        rater: conv.rater,
        character,
        turn,
        prompt,
        context: context.slice(),
        models: [pair[0]!.id, pair[1]!.id],
        texts,
        ratings,
        preference,
        rejection,
        fullSpelling: rng.chance(0.75),
      });
      // The conversation goes on with the preferred response (A when none was preferred).
      context.push({ role: 'user', text: prompt.text });
      context.push({ role: 'agent', text: preference?.startsWith('B') ? texts[1] : texts[0] });
    });
  }
  return tasks;
}

/** A second rater's label of a task: the same responses (perhaps shown the other way round), ratings with noise. */
function relabel(task: Task, rater: string, rng: Rng, swap: boolean): Task {
  const ratings = task.ratings!.map((r) => ({ ...r })) as [Ratings, Ratings];
  if (rng.chance(0.5)) {
    // Nudge one score between 2 and 3 (never to 1, so a preference stays allowed).
    const side = ratings[rng.int(0, 1)]!;
    const key = rng.pick(['grammar', 'presentation', 'fluency', 'understandability'] as const);
    if (side[key] >= 2) side[key] = side[key] === 3 ? 2 : 3;
  }
  const preference = choosePreference(ratings[0], ratings[1], rng);
  const out: Task = { ...task, rater, ratings, preference, fullSpelling: rng.chance(0.75) };
  if (!swap) return out;
  return {
    ...out,
    models: [task.models[1], task.models[0]],
    texts: [task.texts[1], task.texts[0]],
    ratings: [ratings[1], ratings[0]],
    preference: mirrorPreference(preference),
  };
}

const YES_NO = (b: boolean) => (b ? 'yes' : 'no');

function rowOf(t: Task): PreferenceLabelRow {
  const row: Record<string, unknown> = {
    task_id: t.taskId,
    rater_id: t.rater,
    character: `${t.character.name}: ${t.character.description}`,
    conversation_id: t.conversationId,
    turn: t.turn,
    context: t.context,
    prompt: t.prompt.text,
    prompt_tags: t.prompt.tags,
    model_a: t.models[0],
    model_b: t.models[1],
    response_a: t.texts[0],
    response_b: t.texts[1],
    preference: t.preference === null ? null : t.fullSpelling ? preferenceText(t.preference) : t.preference,
  };
  if (t.ratings)
    (['a', 'b'] as const).forEach((side, i) => {
      const r = t.ratings![i]!;
      row[`${side}_grammar`] = r.grammar;
      row[`${side}_presentation`] = r.presentation;
      row[`${side}_language_consistency`] = r.languageConsistency;
      row[`${side}_fluency`] = r.fluency;
      row[`${side}_understandability`] = r.understandability;
      row[`${side}_language_match`] = YES_NO(r.languageMatch);
      row[`${side}_false_refusal`] = YES_NO(r.falseRefusal);
      row[`${side}_preachy`] = YES_NO(r.preachy);
      row[`${side}_templated`] = YES_NO(r.templated);
    });
  row.rejection = t.rejection?.reason ?? null;
  row.comment = t.rejection?.comment ?? '';
  return row as PreferenceLabelRow;
}

/** A row the reader must reject, and why. */
export interface BrokenRow {
  taskId: string;
  column: string;
  what: string;
}

export interface PreferenceDemo {
  jsonl: string;
  csv: string;
  /** Every row as written, in file order (data line k + 1 of the CSV, line k of the JSONL). */
  rows: PreferenceLabelRow[];
  planted: (PlantedBreach & { line: number })[];
  broken: (BrokenRow & { line: number })[];
  labelled: number;
  rejected: number;
  doubleLabelled: number;
  conversations: number;
  /** The rewrites the rows carry. */
  rewrites: typeof REWRITES;
}

/** One CSV row of a label: tags joined by `;`, the context as JSON (empty when none), null as an empty cell. */
export function preferenceCsvCells(row: PreferenceLabelRow): (string | number)[] {
  const r = row as Record<string, unknown>;
  return PREFERENCE_LABEL_FIELDS.map((f) => {
    const v = r[f];
    if (v === undefined || v === null) return '';
    if (f === 'prompt_tags') return (v as string[]).join(';');
    if (f === 'context') return (v as unknown[]).length === 0 ? '' : JSON.stringify(v);
    return v as string | number;
  });
}

/** Builds the demo labels as JSONL and as the CSV twin, with where the planted problems are. */
export function buildPreferenceDemo(): PreferenceDemo {
  const tasks = buildTasks();
  const rng = rngFor('preference:double');
  const eligible = tasks.filter(
    (t) => t.ratings && !PLANTED_TASKS[t.taskId] && t.taskId !== PREFERENCE_HOSTILE_TASK,
  );
  const perConversation = new Map<string, number>();
  const doubles: Task[] = [];
  for (const t of rng.shuffle(eligible)) {
    if (doubles.length === DOUBLE_LABELLED) break;
    if ((perConversation.get(t.conversationId) ?? 0) >= 2) continue;
    perConversation.set(t.conversationId, (perConversation.get(t.conversationId) ?? 0) + 1);
    // Every second one sees A and B the other way round (the tool shows them in either order).
    doubles.push(relabel(t, rng.pick(RATERS.filter((r) => r !== t.rater)), rng, doubles.length % 2 === 1));
  }
  doubles.sort((a, b) => (a.taskId < b.taskId ? -1 : 1));
  const rows = [...tasks.map(rowOf), ...doubles.map(rowOf)];
  for (const w of REWRITES) {
    const i = rows.findIndex((r) => r.task_id === w.taskId && r.rater_id === w.rater);
    rows[i] = { ...rows[i]!, rewrite: w.text, rewrite_of: w.side };
  }
  const extra = extraRows(rows);
  rows.push(...extra);
  // Two rows the reader must reject, after conversation c03's labels.
  const at = rows.findIndex((r) => r.conversation_id === 'c04');
  const base = rows.find((r) => r.task_id === 'c03-t1')!;
  const broken: BrokenRow[] = [
    { taskId: 'c03-t9', column: 'a_fluency', what: 'a_fluency is 4 (scores are 1, 2 or 3)' },
    {
      taskId: 'c03-t10',
      column: 'preference',
      what: 'preference "A is way better than B" (not one of the seven)',
    },
  ];
  rows.splice(
    at,
    0,
    { ...base, task_id: 'c03-t9', turn: 9, a_fluency: 4 },
    { ...base, task_id: 'c03-t10', turn: 10, preference: 'A is way better than B' },
  );
  const lineOf = (taskId: string, rater?: string) =>
    rows.findIndex((r) => r.task_id === taskId && (rater === undefined || r.rater_id === rater)) + 1;
  const planted = [
    ...Object.values(PLANTED_TASKS).map((p) => ({ ...p, line: lineOf(p.taskId!, p.raterId) })),
    ...PLANTED_CONVERSATIONS.map((p) => ({ ...p, line: lineOf(`${p.conversationId}-t1`, p.raterId) })),
    ...PLANTED_REJECTIONS.map((p) => ({ ...p, line: lineOf(p.taskId!, p.raterId) })),
  ].sort((a, b) => a.line - b.line);
  const jsonl = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const csv = toDelimited(PREFERENCE_LABEL_FIELDS, rows.map(preferenceCsvCells), ',');
  return {
    jsonl,
    csv,
    rows,
    planted,
    broken: broken.map((b) => ({ ...b, line: lineOf(b.taskId) })),
    labelled: tasks.filter((t) => t.rejection === null).length + doubles.length,
    rejected: tasks.filter((t) => t.rejection !== null).length + extra.length,
    doubleLabelled: doubles.length,
    conversations: CONVERSATIONS.length,
    rewrites: REWRITES,
  };
}

/** The preference section of content/README.md: what the files hold and every planted problem, with its line. */
export function preferenceReadme(d: PreferenceDemo): string {
  const rules = d.planted.map(
    (p) =>
      `| line ${p.line} | \`${p.raterId}\` | \`${p.taskId ?? p.conversationId}\`${p.side ? ` (${p.side})` : ''} | \`${p.rule}\` | ${p.what} |`,
  );
  const broken = d.broken.map((b) => `| line ${b.line} | \`${b.taskId}\` | \`${b.column}\` | ${b.what} |`);
  return `
## Preference labels ("Omni" guide)

\`preference/labels.jsonl\` holds ${d.rows.length} lines in Parley's preference-label layout
(docs/preference-labels.md): ${d.conversations} conversations of five prompts each (c07 has a sixth), written by three raters
(\`ana\`, \`ben\`, \`chi\`) with three invented AI characters (Marisol, a Spanish-speaking cooking coach; Orbit, an
astronomy guide; Captain Ledger, a budgeting coach). Each prompt is one task: two responses from two of
${PREFERENCE_MODELS.map((m) => `\`${m.id}\``).join(', ')} (strongest first), the preference, and both responses'
ratings. ${d.rejected} labels are rejections; ${d.doubleLabelled} tasks are labelled again by a second rater (some
with A and B shown the other way round), for rater agreement. Preferences are written in the guide's spelling
or in the short form (\`A3\` ... \`bad\`). \`preference/labels.csv\` is the same rows in the CSV layout; it is not
listed in the manifest (reading both would count every label twice); a test reads both to identical records.
${d.rewrites.map((w) => `Rater \`${w.rater}\` rewrote response ${w.side} of task \`${w.taskId}\` (the \`rewrite\` and \`rewrite_of\` columns).`).join(' ')}

The raters follow the guide's rules except in these planted breaches, which the rules page must list, and
nothing else:

| where | rater | task (side) | rule | breach |
|---|---|---|---|---|
${rules.join('\n')}

(A conversation's breach is reported at its first line by that rater.) Two rows must be rejected by the reader:

| where | task | column | problem |
|---|---|---|---|
${broken.join('\n')}

Task \`${PREFERENCE_HOSTILE_TASK}\`, response B, carries hostile text (\`<script>\`, \`<img onerror>\`, a
\`javascript:\` link): the task page must show it as text.
`;
}
