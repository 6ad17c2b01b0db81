// The bad-case gallery's demo files: example files in BotChat's markdown layout (one per category, two example
// conversations each), picked from the demo conversations by what the generator planted in them (not by running
// Parley's rules, which the examples are there to test), and a curated-tags file with two deliberately broken
// rows for the data-quality page. All prose was written for Parley's demo.
import type { SeedConversations } from './botchat.ts';
import type { DemoModelId } from './botchatStyles.ts';

export interface DemoFile {
  path: string;
  text: string;
  what: string;
  count: string;
  manifest: { role: string };
}

/** Where the demo's example files go (BotChat keeps its own under examples/). */
export const EXAMPLES_DIR = 'botchat/examples';

interface Pick {
  file: string;
  title: string;
  description: string;
  analysis: string;
  /** The two conversations shown: model and a rule over the seeds' conversations. */
  model: DemoModelId;
  choose: (convs: readonly SeedConversations[]) => SeedConversations[];
}

const byTell = (model: DemoModelId) => (a: SeedConversations, b: SeedConversations) =>
  (a.tellAt[model] ?? 99) - (b.tellAt[model] ?? 99) ||
  a.seed.id.localeCompare(b.seed.id, 'en', { numeric: true });

/** Conversations of a model whose tell (the planted giveaway) starts, earliest first, skipping `skip`. */
const earliest =
  (model: DemoModelId, skip = 0) =>
  (convs: readonly SeedConversations[]) =>
    convs
      .filter((c) => c.tellAt[model] !== null && c.seed.id !== 'MT-7')
      .sort(byTell(model))
      .slice(skip, skip + 2);

const PICKS: readonly Pick[] = [
  {
    file: 'AISelf-Identification.md',
    title: 'AI Self-Identification',
    description: 'The speaker stops playing a person and says what it is.',
    analysis:
      'In both, a speaker says it is an AI language model or a computer program, which ends any doubt about who is talking.',
    model: 'llama2-7b',
    choose: earliest('llama2-7b', 0),
  },
  {
    file: 'ContextualConfusion.md',
    title: 'Contextual Confusion',
    description: 'Replies that no longer answer what the other speaker said.',
    analysis:
      'In both, the replies turn into general advice that answers nothing the other speaker said: the thread of the conversation is lost.',
    model: 'vicuna-13b-v1.5',
    choose: earliest('vicuna-13b-v1.5', 0),
  },
  {
    file: 'ExcessiveLength.md',
    title: 'Excessive Length',
    description: 'Chats much longer than anyone writes in a casual exchange.',
    analysis:
      'Both speakers write paragraphs where a person would write a line, and the chats grow as the conversation goes on.',
    model: 'llama2-7b',
    choose: earliest('llama2-7b', 4),
  },
  {
    file: 'FormalTone.md',
    title: 'Formal Tone',
    description: 'The register of a help desk: numbered tips, offers of further help, polite formulas.',
    analysis:
      'Numbered tips and "Is there anything else I can help you with?" belong to an assistant answering a customer, not to a friend.',
    model: 'llama2-7b',
    choose: earliest('llama2-7b', 2),
  },
  {
    file: 'GoodCases.md',
    title: 'Good Cases',
    description: 'Conversations that read like two people.',
    analysis: 'Short, specific replies that pick up what the other said; nothing an assistant would write.',
    model: 'gpt4',
    choose: (convs) => convs.filter((c) => c.tellAt.gpt4 === null && c.seed.id !== 'MT-7').slice(0, 2),
  },
  {
    file: 'RepetitivePhrasing.md',
    title: 'Repetitive Phrasing',
    description: 'The same short lines over and over.',
    analysis:
      'Both speakers fall into a loop of goodbyes ("See you!", "Bye!", "Okay.") that people would break after one round.',
    model: 'qwen-7b-chat',
    choose: earliest('qwen-7b-chat', 0),
  },
];

/** A chat as a markdown table cell: pipes escaped, line breaks as <br>. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function table(chats: readonly string[]): string {
  const rows = chats.map((t, i) => `| ${i % 2 === 0 ? 'A' : 'B'}         | ${cell(t)} |`);
  return ['| Speaker   | Utterance |', '|:----------|:----------|', ...rows].join('\n');
}

function exampleFile(p: Pick, convs: readonly SeedConversations[]): DemoFile {
  const chosen = p.choose(convs);
  const tables = chosen.map((c) => table(c.chats[p.model])).join('\n\n---\n\n');
  const text = `### ${p.title}\n\n#### Description:\n${p.description}\n\n#### Examples:\n${tables}\n\n#### Analysis:\n${p.analysis} (Demo data: ${chosen.map((c) => `${c.seed.id} of ${p.model}`).join(' and ')}.)\n`;
  return {
    path: `${EXAMPLES_DIR}/${p.file}`,
    text,
    what: `hand-picked ${p.title.toLowerCase()} examples in BotChat's markdown layout (${chosen.map((c) => c.seed.id).join(', ')} of ${p.model})`,
    count: `${chosen.length} examples, ${chosen.reduce((n, c) => n + c.chats[p.model].length, 0)} table rows`,
    manifest: { role: 'botchat-examples' },
  };
}

/** A person's curated tags on demo conversations, with one unknown category and one unknown conversation. */
function curatedTags(convs: readonly SeedConversations[]): DemoFile {
  const vicuna = earliest('vicuna-13b-v1.5', 2)(convs);
  const gpt = convs.filter((c) => c.tellAt.gpt4 !== null).sort(byTell('gpt4'));
  const good = convs.filter((c) => c.tellAt['qwen-7b-chat'] === null);
  const rows: string[][] = [
    ['conversation', 'category', 'chat', 'note', 'curator'],
    ...vicuna.map((c) => [
      `botchat/${c.seed.id}/vicuna-13b-v1.5`,
      'contextual-confusion',
      String(c.tellAt['vicuna-13b-v1.5']),
      'From here the advice answers nothing the other speaker said.',
      'demo curator',
    ]),
    ...gpt
      .slice(0, 1)
      .map((c) => [
        `botchat/${c.seed.id}/gpt4`,
        'Repetitive phrasing',
        String(c.tellAt.gpt4),
        'Farewell after farewell: neither speaker lets the conversation end.',
        'demo curator',
      ]),
    ...good
      .slice(0, 1)
      .map((c) => [
        `botchat/${c.seed.id}/qwen-7b-chat`,
        'good',
        '',
        'Short and plain, like a real text exchange.',
        'demo curator',
      ]),
    // Deliberately broken rows, for the data-quality page: an unknown category and an unknown conversation.
    ['botchat/MT-2/gpt4', 'rudeness', '', 'Not a category Parley knows.', 'demo curator'],
    ['botchat/MT-99/gpt4', 'formal-tone', '', 'No such seed in the demo data.', 'demo curator'],
  ];
  const broken = rows.length - 2; // physical line of the first broken row (the header is line 1)
  const csv =
    rows
      .map((r) => r.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(','))
      .join('\n') + '\n';
  return {
    path: 'botchat/curated-tags.csv',
    text: csv,
    what: `curated tags (docs/curated-tags.md): a person\u2019s notes on demo conversations, 2 rows deliberately broken (line ${broken}: unknown category; line ${broken + 1}: unknown conversation)`,
    count: `${rows.length - 1} rows (${rows.length - 3} valid)`,
    manifest: { role: 'curated-tags' },
  };
}

/** Every gallery demo file, deterministic given the demo conversations. */
export function buildGalleryDemo(convs: readonly SeedConversations[]): DemoFile[] {
  return [...PICKS.map((p) => exampleFile(p, convs)), curatedTags(convs)];
}
