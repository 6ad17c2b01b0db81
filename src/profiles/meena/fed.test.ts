import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../records/conversation.ts';
import type { FedItem } from '../../records/fed.ts';
import { arrayItemLines, parseFedContext } from './fed.ts';
import { fedKey, linkFedItems } from './fedLink.ts';
import { readDataset } from '../index.ts';
import { formatFinding, formatRejection, reportTotals } from '../../records/report.ts';

async function readFiles(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'parley-fed-'));
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
  const data = await readDataset(dir);
  const messages = data.report.files.flatMap((f) => [
    ...f.rejections.map(formatRejection),
    ...f.findings.map(formatFinding),
  ]);
  return { data, messages, totals: reportTotals(data.report) };
}

const five = (v: number) => [v, v, v, v, v];
const TRANSCRIPT = [
  'Meena Conversation 1',
  'Human: Hi!',
  "Meena: Hey! I'm Meena 🙂",
  'Human: Nice to meet you',
  'Meena: Likewise :D what do you do?',
  'Human: I write <REDACTED_TERM> code',
  'Meena: Cool!',
  '',
].join('\n');

describe('readFed', () => {
  it('reads turn and dialog items, keeps free text out of the numbers and reports it with item, rater and quality', async () => {
    const fed = [
      {
        context: "User: Hi!\nSystem: Hey! I'm System :)\nUser: Nice to meet you",
        response: 'System: Likewise :D what do you do?',
        system: 'Meena',
        annotations: { Specific: [2, 1, 'N/A (no idea)', 2, 2], Overall: [4, 3, 3, 9, 2] },
      },
      {
        context:
          "User: Hi!\nSystem: Hey! I'm System :)\nUser: Nice to meet you\nSystem: Likewise :D what do you do?\nUser: I write REDACTED_TERM code",
        system: 'Meena',
        annotations: { Coherent: five(2), 'Error recovery': ['N/A (No errors)', 1, 1, 2, 2] },
      },
      'not an item',
    ];
    const { data, messages, totals } = await readFiles({
      'fed_data.json': JSON.stringify(fed, null, 2),
      'meena.txt': TRANSCRIPT,
    });
    expect(totals).toMatchObject({ rowsRead: 4, rowsUsed: 3, rejected: 1, reconciles: true });
    const [turn, dialog] = data.fedItems;
    expect(turn).toMatchObject({
      level: 'turn',
      item: 1,
      system: 'meena',
      response: 'Likewise :D what do you do?',
      ratings: { Specific: [2, 1, null, 2, 2], Overall: [4, 3, 3, null, 2] },
      conversationId: 'meena/meena-1/meena',
      turn: 4,
      linkedBy: 'text',
      source: { file: 'fed_data.json', line: 2 },
    });
    expect(turn?.context[1]).toEqual({ speaker: 'System', text: "Hey! I'm System :)" });
    expect(dialog).toMatchObject({
      level: 'dialog',
      item: 2,
      conversationId: 'meena/meena-1/meena',
      turn: 5,
    });
    // Pretty-printed with two spaces: item 1 opens on line 2; its 22 lines (two lists of five values) put item 2
    // on line 23, and item 2's 20 lines put item 3 on line 43.
    expect(messages).toEqual([
      'fed_data.json:43: item 3 is not a JSON object',
      'fed_data.json:2: column Specific: item 1 (turn, meena), rater 3: not a number ("N/A (no idea)"); left out',
      'fed_data.json:2: column Overall: item 1 (turn, meena), rater 4: 9 is outside 0-4; left out',
      'fed_data.json:23: column Error recovery: item 2 (dialog, meena), rater 1: not a number ("N/A (No errors)"); left out',
    ]);
    expect(data.report.files.flatMap((f) => f.findings).find((f) => f.kind === 'fed-free-text')?.raw).toBe(
      'N/A (no idea)',
    );
  });

  it('rejects a file that is not a JSON array as one row, and reports items it cannot link', async () => {
    const broken = await readFiles({ 'fed_data.json': '{"context": 1' });
    expect(broken.totals).toMatchObject({ rowsRead: 1, rejected: 1 });
    expect(broken.messages[0]).toBe(
      'fed_data.json:1: not readable JSON (character 14: expected "," or "}", got the end of the text)',
    );
    const unlinked = await readFiles({
      'fed_data.json': JSON.stringify([
        { context: 'User: Hi!\nSystem: Who are you?', system: 'Meena', annotations: {} },
      ]),
      'meena.txt': TRANSCRIPT,
    });
    expect(unlinked.messages).toEqual([
      'fed_data.json:1: item 1 (dialog, meena) is not linked: no conversation of meena starts with these 2 lines (closest: meena/meena-1/meena, whose first 1 lines agree)',
    ]);
  });
});

describe('arrayItemLines and parseFedContext', () => {
  it('finds the line each element of a pretty-printed array starts on, skipping brackets inside strings', () => {
    expect(arrayItemLines('[\n  {"a": "[{,"},\n  {"b": [1,\n 2]}\n,3]')).toEqual([2, 3, 5]);
    expect(arrayItemLines('[]')).toEqual([]);
  });
  it('splits User and System lines', () => {
    expect(parseFedContext('User: Hi\nSystem: Hello: there\nstray')).toEqual([
      { speaker: 'User', text: 'Hi' },
      { speaker: 'System', text: 'Hello: there' },
      { speaker: '', text: 'stray' },
    ]);
  });
});

describe('linkFedItems', () => {
  const conv = (id: string, chats: string[], bot = 'Mitsuku'): Conversation => ({
    id,
    benchmark: 'meena',
    setting: '',
    seed: id,
    model: 'mitsuku',
    chats,
    speakers: chats.map((_, k) => (k % 2 ? bot : 'Human')),
    seedChats: 0,
    judgedSpeaker: bot,
    source: { file: 'm.txt', line: 1 },
  });
  const item = (level: 'turn' | 'dialog', lines: string[], response?: string): FedItem => ({
    level,
    item: 1,
    system: 'mitsuku',
    context: lines.map((text, k) => ({ speaker: k % 2 ? 'System' : 'User', text })),
    ...(response !== undefined ? { response } : {}),
    ratings: {},
    source: { file: 'f.json', line: 1 },
  });

  it('reads the bot name as System, drops brackets, emoji and punctuation, and uses emoticons only as a second try', () => {
    expect(fedKey('I am Mitsuku 🙂 <REDACTED_TERM>!', 'Mitsuku')).toBe(
      fedKey('I am System :) REDACTED_TERM!'),
    );
    expect(fedKey('handsome :D')).not.toBe(fedKey('handsome 😀'));
    expect(fedKey('handsome :D.', undefined, true)).toBe(fedKey('handsome 😀', undefined, true));
    expect(fedKey('Note:Done', undefined, true)).toBe('notedone');
    const cs = [conv('a', ['Hi', 'Hey', 'handsome 😀', 'ok'])];
    expect(linkFedItems([item('dialog', ['Hi', 'Hey', 'handsome :D'])], cs)).toEqual([
      { ok: true, conversationId: 'a', turn: 3, linkedBy: 'text-without-emoticons' },
    ]);
  });

  it("takes the next dialog item's conversation when the text cannot tell (FED lists turns before their dialog)", () => {
    const cs = [conv('x', ['Hi', 'Hey', 'Sun', 'ok', 'bye']), conv('y', ['Hi', 'Hey', 'Rain', 'ok', 'bye'])];
    const links = linkFedItems(
      [
        item('turn', ['Hi'], 'Hey'),
        item('dialog', ['Hi', 'Hey', 'Sun']),
        item('turn', ['Hi'], 'Hey'),
        item('dialog', ['Hi', 'Hey', 'Rain']),
      ],
      cs,
    );
    expect(links.map((l) => (l.ok ? l.conversationId : l.reason))).toEqual(['x', 'x', 'y', 'y']);
  });

  it('chooses between conversations that start alike by punctuation, then by the dialog items', () => {
    const cs = [
      conv('a', ['Hi!', 'Hi there.', 'How are you?', 'Fine.', 'Good']),
      conv('b', ['Hi', 'Hi there.', 'How are you', 'Fine.', 'Bad']),
      conv('c', ['Hi', 'Hi there.', 'How are you', 'Fine.', 'Ugly']),
    ];
    const links = linkFedItems(
      [
        item('turn', ['Hi!', 'Hi there.'], 'How are you?'),
        item('turn', ['Hi', 'Hi there.'], 'How are you'),
        item('dialog', ['Hi', 'Hi there.', 'How are you', 'Fine.', 'Ugly']),
        item('turn', ['Hi', 'Hi', 'Hi']),
      ],
      cs,
    );
    expect(links.map((l) => (l.ok ? l.conversationId : l.reason))).toEqual([
      'a',
      'c',
      'c',
      'no conversation of mitsuku starts with these 3 lines (closest: a, whose first 1 lines agree)',
    ]);
  });
});
