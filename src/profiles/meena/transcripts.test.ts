import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptySink } from '../../records/dataset.ts';
import { isMeenaHeader, MEENA_MODELS, readMeenaTranscripts } from './transcripts.ts';
import { ModelRegistry } from '../../ingest/modelRegistry.ts';
import { BOTCHAT_MODELS } from '../botchat/models.ts';
import type { ReadContext } from '../../ingest/readContext.ts';
import { readDataset } from '../index.ts';
import { formatFinding, formatRejection, newFileReport, reportTotals } from '../../records/report.ts';

function read(text: string, file = 'bots.txt') {
  const registry = new ModelRegistry([], [BOTCHAT_MODELS, MEENA_MODELS]);
  const ctx: ReadContext = {
    file,
    report: newFileReport(file, 'meena-transcripts', 'name'),
    registry: registry.scope(MEENA_MODELS),
    sink: emptySink(),
    benchmark: 'meena',
  };
  readMeenaTranscripts(text, ctx);
  return {
    conversations: ctx.sink.conversations,
    report: ctx.report,
    messages: [...ctx.report.rejections.map(formatRejection), ...ctx.report.findings.map(formatFinding)],
    models: registry.models(),
  };
}

describe('readMeenaTranscripts', () => {
  it('reads blocks separated by blank lines into conversations with speakers and the bot as judged speaker', () => {
    const { conversations, report } = read(
      [
        '',
        'Meena Conversation 1',
        'Human: Hi!',
        'Meena: Hey there! What is up?',
        'Human: Not much: a colon inside the text stays text.',
        '',
        '',
        'Meena Conversation 2',
        'Human: Hello',
        'Meena: Hi.',
        '',
      ].join('\n'),
    );
    expect(report).toMatchObject({ rowsRead: 2, rowsUsed: 2, rejections: [] });
    expect(conversations).toEqual([
      {
        id: 'meena/meena-1/meena',
        benchmark: 'meena',
        setting: '',
        seed: 'meena-1',
        model: 'meena',
        chats: ['Hi!', 'Hey there! What is up?', 'Not much: a colon inside the text stays text.'],
        speakers: ['Human', 'Meena', 'Human'],
        seedChats: 0,
        judgedSpeaker: 'Meena',
        source: { file: 'bots.txt', line: 2 },
      },
      {
        id: 'meena/meena-2/meena',
        benchmark: 'meena',
        setting: '',
        seed: 'meena-2',
        model: 'meena',
        chats: ['Hello', 'Hi.'],
        speakers: ['Human', 'Meena'],
        seedChats: 0,
        judgedSpeaker: 'Meena',
        source: { file: 'bots.txt', line: 8 },
      },
    ]);
  });

  it('reads human-human blocks as the human model, Human 2 in the place of the bot', () => {
    const { conversations, models } = read('Human Conversation 7\nHuman 1: Hi\nHuman 2: Any plans?\r\n');
    expect(conversations[0]).toMatchObject({
      id: 'meena/human-7/human',
      model: 'human',
      speakers: ['Human 1', 'Human 2'],
      chats: ['Hi', 'Any plans?'],
      judgedSpeaker: 'Human 2',
    });
    expect(models).toEqual([
      { id: 'human', display: 'Human (human-human)', aliases: ['Human'], isGroundTruth: true },
    ]);
  });

  it('keeps Chinese text and a full-width colon, and resolves XiaoIce to its id', () => {
    const { conversations } = read('XiaoIce Conversation 3\nHuman: 你好！\nXiaoIce： 你比我好\n');
    expect(conversations[0]).toMatchObject({
      model: 'xiaoice',
      chats: ['你好！', '你比我好'],
      speakers: ['Human', 'XiaoIce'],
    });
  });

  it('adds a system it does not know under its own name', () => {
    const { conversations, models } = read('Cleverbot Conversation 1\nHuman: Hi\nCleverbot: Hello.\n');
    expect(conversations[0]?.model).toBe('Cleverbot');
    expect(models.map((m) => m.id)).toEqual(['Cleverbot']);
  });

  it('rejects a block without a header, a line without a speaker, a stranger and a duplicate, each with its line', () => {
    const { conversations, report, messages } = read(
      [
        'Human: a block with no header',
        'Meena: so it is not read',
        '',
        'Meena Conversation 1',
        'Human: Hi',
        'this line has no speaker',
        '',
        'Meena Conversation 2',
        'Human: Hi',
        'Mitsuku: wrong bot',
        '',
        'Meena Conversation 3',
        'Human: Hi',
        'Meena: Hello',
        '',
        'Meena Conversation 3',
        'Human: Hi again',
        '',
        'Meena Conversation 4',
      ].join('\n'),
    );
    expect(conversations.map((c) => c.seed)).toEqual(['meena-3']);
    expect(reportTotals({ files: [report], skipped: [], problems: [] })).toMatchObject({
      rowsRead: 6,
      rowsUsed: 1,
      rejected: 5,
      reconciles: true,
    });
    expect(messages).toMatchInlineSnapshot(`
      [
        "bots.txt:1: expected a header such as "Meena Conversation 12" before the turns (got "Human: a block with no header")",
        "bots.txt:6: expected "Speaker: text" (got "this line has no speaker"); conversation "Meena Conversation 1" not read",
        "bots.txt:10: column speaker: speaker "Mitsuku" is neither "Human" nor "Meena" (the header says "Meena Conversation 2"); conversation "Meena Conversation 2" not read",
        "bots.txt:16: duplicate conversation "Meena Conversation 3" (first at bots.txt:12); not read again",
        "bots.txt:19: conversation "Meena Conversation 4" has no turns",
      ]
    `);
  });

  it('notes a speaker who talks twice in a row and an empty turn, and still reads the conversation', () => {
    const { conversations, messages } = read('Meena Conversation 5\nHuman: Hi\nHuman: Hello?\nMeena:\n');
    expect(conversations[0]?.chats).toEqual(['Hi', 'Hello?', '']);
    expect(messages).toEqual([
      'bots.txt:3: column speaker: "Human" speaks twice in a row (turns 1 and 2 of "Meena Conversation 5")',
      'bots.txt:4: turn 3 of "Meena Conversation 5" is empty',
    ]);
  });

  it('recognises a transcript by its first non-blank line', () => {
    expect(isMeenaHeader('\uFEFFMitsuku Conversation 1')).toBe(true);
    expect(isMeenaHeader('Human Conversation 12  ')).toBe(true);
    expect(isMeenaHeader('Human: Hi')).toBe(false);
    expect(isMeenaHeader('Conversation 1')).toBe(false);
  });
});

describe('Meena transcripts in a data directory', () => {
  it('are recognised from their header, other text files are skipped, and models are registered', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-meena-'));
    await writeFile(join(dir, 'mitsuku.txt'), '\nMitsuku Conversation 1\nHuman: Hi!\nMitsuku: Hi there.\n');
    await writeFile(join(dir, 'notes.txt'), 'Just some notes.\n');
    const data = await readDataset(dir);
    expect(data.report.files.map((f) => [f.file, f.role, f.detectedBy])).toEqual([
      ['mitsuku.txt', 'meena-transcripts', 'header'],
    ]);
    expect(data.report.skipped).toEqual([
      {
        file: 'notes.txt',
        reason: expect.stringMatching(
          /^not recognised: its first line is "Just some notes\."\. Looked for \(\.txt\): Meena transcripts/,
        ),
      },
    ]);
    expect(data.conversations[0]).toMatchObject({
      benchmark: 'meena',
      model: 'mitsuku',
      judgedSpeaker: 'Mitsuku',
    });
    expect(data.models).toEqual([
      {
        id: 'mitsuku',
        display: 'Mitsuku',
        aliases: ['Mitsuku'],
        isGroundTruth: false,
        spelledIn: [{ benchmark: 'meena', spellings: ['Mitsuku'] }],
      },
    ]);
  });
});
