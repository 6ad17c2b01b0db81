// The gallery's readers: BotChat's example markdown, the Meena paper's repetition tables, curated tags. Inputs
// are written here in each layout (the real files are read in place by the corpus tests).
import { describe, expect, it } from 'vitest';
import { readBotchatExamples } from '../botchat/examples.ts';
import { linkCuratedTags, readCuratedTagsJson, readCuratedTagsTable } from './curatedTags.ts';
import { emptySink } from '../../records/dataset.ts';
import { recogniseFile } from '../index.ts';
import { readMeenaPaperExamples } from '../meena/paperExamples.ts';
import { ModelRegistry } from '../../ingest/modelRegistry.ts';
import { BOTCHAT_MODELS } from '../botchat/models.ts';
import type { ReadContext } from '../../ingest/readContext.ts';
import { formatRejection, newFileReport } from '../../records/report.ts';
import { parseDelimited } from '../../ingest/table.ts';

function context(file: string, role: string): ReadContext {
  return {
    file,
    report: newFileReport(file, role, 'name'),
    registry: new ModelRegistry().scope(BOTCHAT_MODELS),
    sink: emptySink(),
  };
}
const reconciles = (ctx: ReadContext) =>
  expect(ctx.report.rowsRead).toBe(ctx.report.rowsUsed + ctx.report.rejections.length);

describe('recognising gallery inputs', () => {
  it('recognises example files by their category name and curated tags by name', () => {
    expect(recogniseFile({ path: 'botchat/AISelf-Identification.md' })).toBe('botchat-examples');
    expect(recogniseFile({ path: 'x/ContextualCofusion.md' })).toBe('botchat-examples');
    expect(recogniseFile({ path: 'botchat/README.md' })).toBeUndefined();
    expect(recogniseFile({ path: 'curated-tags.csv' })).toBe('curated-tags');
    expect(recogniseFile({ path: 'notes/curated_tags.json' })).toBe('curated-tags');
  });
});

describe('readBotchatExamples', () => {
  const md = [
    '### Formal Tone', // a title that disagrees with the file name: the file name wins, with a note
    '',
    '#### Examples:',
    '| Speaker | Utterance |',
    '|:--------|:----------|',
    '| A | Hello there. |',
    '| B | Line one<br>line two, with a \\| pipe |',
    '| A | no closing pipe',
    '| ...... | ...... |',
    '',
    '---',
    '| Speaker | Utterance |',
    '|:---|:---|',
    '| A | Only one chat here. |',
    '| B | too | many | cells |',
    '|  | empty speaker |',
  ].join('\n');

  it('reads each table as one labelled example, labelled by the file name', () => {
    const ctx = context('examples/RepetitivePhrasing.md', 'botchat-examples');
    readBotchatExamples(md, ctx);
    const [one, two] = ctx.sink.labelledExamples;
    expect(ctx.sink.labelledExamples).toHaveLength(2);
    expect(one).toMatchObject({
      id: 'botchat-examples/RepetitivePhrasing/1',
      label: 'repetitive-phrasing',
      title: 'Formal Tone',
      chats: ['Hello there.', 'Line one\nline two, with a | pipe', 'no closing pipe'],
      speakers: ['A', 'B', 'A'],
      seedChats: 2,
      elided: true,
      source: { file: 'examples/RepetitivePhrasing.md', line: 4 },
    });
    expect(two).toMatchObject({
      id: 'botchat-examples/RepetitivePhrasing/2',
      chats: ['Only one chat here.'],
      elided: false,
    });
  });

  it('accounts for every row: chats and dots used, malformed rows rejected with their line', () => {
    const ctx = context('examples/RepetitivePhrasing.md', 'botchat-examples');
    readBotchatExamples(md, ctx);
    reconciles(ctx);
    expect(ctx.report).toMatchObject({ rowsRead: 7, rowsUsed: 5 });
    expect(ctx.report.rejections.map(formatRejection)).toMatchInlineSnapshot(`
      [
        "examples/RepetitivePhrasing.md:15: a table row needs 2 cells (Speaker, Utterance), got 4",
        "examples/RepetitivePhrasing.md:16: column Speaker: the speaker is empty",
      ]
    `);
    expect(ctx.report.findings.map((f) => `${f.line}: ${f.kind}: ${f.message}`)).toMatchInlineSnapshot(`
      [
        "1: title-mismatch: the title says "Formal Tone" but the file name says Repetitive phrasing; the file name is used",
        "9: elided-chats: the source leaves chats out here; the example is shorter than it was",
      ]
    `);
  });

  it('falls back on the title, and rejects a file that names no category', () => {
    const ctx = context('mine.md', 'botchat-examples');
    readBotchatExamples('### Good Cases\n| Speaker | Utterance |\n|---|---|\n| A | hi |', ctx);
    expect(ctx.sink.labelledExamples[0]?.label).toBe('good');
    const bad = context('mine.md', 'botchat-examples');
    readBotchatExamples('### Funny ones\n| Speaker | Utterance |\n|---|---|\n| A | hi |', bad);
    expect(bad.sink.labelledExamples).toEqual([]);
    expect(bad.report.rejections[0]?.reason).toContain('neither the file name nor the title "Funny ones"');
  });
});

describe('readMeenaPaperExamples', () => {
  // The paper's text-extraction layout (tab after the speaker, wrapped lines indented, a hyphenated word, a
  // section heading glued to a turn, a paragraph of body text between turns), with sentences written here.
  const paper = [
    'Some body text before.',
    'Cross-turn 1\tRepetition\tExample 1',
    '--------------\t------------',
    '',
    'Human:\tdo you like trains?',
    'Meena:\tI like trains a lot, especially the old',
    '\tsteam ones.',
    'Human:\twhy?',
    'Meena:\tI like trains a lot, espe-',
    '',
    'cially the old steam ones!7.1 Next Section',
    '',
    'This paragraph belongs to the paper and not to the conversation; the layout put it between two turns of the table, which happens in extracted text.',
    '',
    'Human:\tok',
    'Meena:\tI like trains.',
    '',
    'Table 9: Repeats of a line about trains.',
    '',
    'Cross-turn Repetition Example 2',
    'Human:\tno caption follows this one',
  ].join('\n');

  it('reads each example with its caption, joining wrapped and hyphenated lines', () => {
    const ctx = context('paper.txt', 'meena-paper-examples');
    readMeenaPaperExamples(paper, ctx);
    expect(ctx.sink.labelledExamples).toEqual([
      {
        id: 'meena-paper/example-1',
        collection: 'meena-paper',
        label: 'repetitive-phrasing',
        title: 'Table 9: Repeats of a line about trains.',
        chats: [
          'do you like trains?',
          'I like trains a lot, especially the old steam ones.',
          'why?',
          'I like trains a lot, especially the old steam ones!',
          'ok',
          'I like trains.',
        ],
        speakers: ['Human', 'Meena', 'Human', 'Meena', 'Human', 'Meena'],
        seedChats: 0,
        judgedSpeaker: 'Meena',
        elided: false,
        source: { file: 'paper.txt', line: 2 },
      },
    ]);
  });

  it('reports what it skipped and rejects an example without a caption', () => {
    const ctx = context('paper.txt', 'meena-paper-examples');
    readMeenaPaperExamples(paper, ctx);
    expect(ctx.report.findings.map((f) => `${f.line}: ${f.message}`)).toEqual([
      '11: section heading "7.1 Next Section" glued to a turn, removed',
      '13: paper text inside example 1, not part of any turn; skipped',
    ]);
    expect(ctx.report.rejections.map(formatRejection)).toEqual([
      'paper.txt:20: example 2 has no "Table N:" caption after it',
    ]);
  });
});

describe('curated tags', () => {
  const csv = [
    'conversation,category,note,chat,curator',
    'botchat/MT-1/gpt4,Formal tone,"Lists tips, like a help desk.",5,Ana',
    'botchat/MT-1/gpt4,good,Reads like two friends.,,',
    'botchat/MT-2/gpt4,rudeness,Not a category.,,',
    'botchat/MT-2/gpt4,formal-tone,,,',
    'botchat/MT-2/gpt4,formal-tone,Bad chat number.,zero,',
    ',formal-tone,No conversation.,,',
    'botchat/MT-404/gpt4,formal-tone,Unknown conversation.,,',
    'botchat/MT-1/gpt4,excessive-length,Chat past the end.,40,',
  ].join('\n');

  it('reads valid rows, rejects bad ones with line, column and reason, and checks ids once all is read', () => {
    const ctx = context('curated-tags.csv', 'curated-tags');
    readCuratedTagsTable(parseDelimited(csv, 'curated-tags.csv', ','), ctx);
    expect(ctx.sink.curatedTags).toHaveLength(4);
    expect(ctx.sink.curatedTags[0]).toEqual({
      conversationId: 'botchat/MT-1/gpt4',
      label: 'formal-tone',
      chat: 5,
      note: 'Lists tips, like a help desk.',
      curator: 'Ana',
      source: { file: 'curated-tags.csv', line: 2 },
    });
    ctx.sink.conversations.push({
      id: 'botchat/MT-1/gpt4',
      benchmark: 'botchat',
      setting: '',
      seed: 'MT-1',
      model: 'gpt4',
      chats: Array.from({ length: 16 }, () => 'hi'),
      seedChats: 2,
      source: { file: 'c.tsv', line: 2 },
    });
    linkCuratedTags(ctx.sink, { files: [ctx.report], skipped: [], problems: [] });
    expect(ctx.sink.curatedTags.map((t) => t.label)).toEqual(['formal-tone', 'good']);
    reconciles(ctx);
    expect(ctx.report.rejections.map(formatRejection)).toMatchInlineSnapshot(`
      [
        "curated-tags.csv:4: column category: unknown category "rudeness": use one of ai-self-identification, contextual-confusion, excessive-length, formal-tone, repetitive-phrasing, good",
        "curated-tags.csv:5: column note: the note is empty: say what a reader should look at",
        "curated-tags.csv:6: column chat: chat must be a whole number from 1 (got "zero")",
        "curated-tags.csv:7: column conversation: the conversation id is missing or empty",
        "curated-tags.csv:8: column conversation: no conversation with id "botchat/MT-404/gpt4" was read (ids are printed on each conversation page)",
        "curated-tags.csv:9: column chat: chat 40 is past the end of botchat/MT-1/gpt4 (16 chats)",
      ]
    `);
  });

  it('rejects every row of a file without the required columns, saying which are missing', () => {
    const ctx = context('curated-tags.csv', 'curated-tags');
    readCuratedTagsTable(parseDelimited('id,label\na,b\n', 'curated-tags.csv', ','), ctx);
    reconciles(ctx);
    expect(ctx.report.rejections.map(formatRejection)).toEqual([
      'curated-tags.csv:2: column conversation: columns conversation, category, note missing from the header (a curated-tags file names conversation, category, note; found "id", "label")',
    ]);
  });

  it('reads the JSON layout, placing each tag at the line its object starts', () => {
    const ctx = context('curated-tags.json', 'curated-tags');
    readCuratedTagsJson(
      '[\n  {"conversation": "a/b", "category": "good", "note": "fine"},\n  {"conversation": "a/c",\n   "category": "bogus", "note": "x"},\n  7\n]',
      ctx,
    );
    reconciles(ctx);
    expect(ctx.sink.curatedTags).toMatchObject([
      { conversationId: 'a/b', label: 'good', source: { line: 2 } },
    ]);
    expect(ctx.report.rejections.map(formatRejection)).toEqual([
      'curated-tags.json:3: column category: unknown category "bogus": use one of ai-self-identification, contextual-confusion, excessive-length, formal-tone, repetitive-phrasing, good',
      'curated-tags.json:5: item 3 is not an object',
    ]);
    const broken = context('curated-tags.json', 'curated-tags');
    readCuratedTagsJson('{"conversation": "a"}', broken);
    reconciles(broken);
    expect(broken.report.rejections[0]?.reason).toContain('expected a JSON array');
  });
});
