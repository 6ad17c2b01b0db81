import { describe, expect, it } from 'vitest';
import { cut, cutValues, formatGroup, groupMessages, messageShape, placeMessage } from './groupMessages.ts';

const skipped = (file: string, first: string) => ({
  where: file,
  text: `not recognised: its first line is ${JSON.stringify(first)}. Looked for (.txt): Meena transcripts: blocks "<System> Conversation <n>"`,
});

describe('messageShape(text)', () => {
  it('splits a message into its fixed words and its quoted and counted values', () => {
    expect(messageShape('column "gpt4": 3 rows of "a \\"b\\"" in UTF-16 file.tsv')).toEqual({
      parts: ['column ', ': ', ' rows of ', ' in UTF-', ' file.tsv'],
      values: ['"gpt4"', '3', '"a \\"b\\""', '16'],
    });
  });

  it('leaves numbers inside words alone (cl100k, MT-1 is a value, v2 is not)', () => {
    expect(messageShape('cl100k v2 MT-1').values).toEqual(['1']);
  });
});

describe('groupMessages(messages)', () => {
  it('groups messages that differ only in their values, writing the varying ones as … and keeping the shared ones', () => {
    const groups = groupMessages([
      skipped('test/test_1.txt', '{"answers": " "}'),
      skipped('README.md', '# MuTual'),
      skipped('test/test_2.txt', '{"answers": "B"}'),
      skipped('test/test_3.txt', '{"answers": "C"}'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.count).toBe(4);
    expect(groups[0]!.text).toBe(
      'not recognised: its first line is "…". Looked for (.txt): Meena transcripts: blocks "<System> Conversation <n>"',
    );
    expect(groups[0]!.examples.map((e) => [e.where, e.values])).toEqual([
      ['test/test_1.txt', ['"{\\"answers\\": \\" \\"}"']],
      ['README.md', ['"# MuTual"']],
      ['test/test_2.txt', ['"{\\"answers\\": \\"B\\"}"']],
    ]);
  });

  it('keeps kinds apart, in the order each group first came, counts the files, and takes examples from each file first', () => {
    const row = (file: string, line: number, got: string, kind = 'unparsed-judge') => ({
      kind,
      file,
      where: `${file}:${line}`,
      at: `line ${line}`,
      text: `no "Choice:" line in the judge's answer (got "${got}")`,
    });
    const groups = groupMessages([
      row('b.tsv', 2, 'x'),
      row('b.tsv', 3, 'x'),
      row('a.tsv', 5, 'y', 'other'),
      row('b.tsv', 9, 'z'),
      row('c.tsv', 4, 'w'),
    ]);
    expect(groups.map((g) => [g.count, g.files, g.text])).toEqual([
      [4, ['b.tsv', 'c.tsv'], 'no "Choice:" line in the judge\'s answer (got "…")'],
      [1, ['a.tsv'], 'no "Choice:" line in the judge\'s answer (got "y")'],
    ]);
    expect(groups[0]!.examples.map((e) => e.where)).toEqual(['b.tsv:2', 'c.tsv:4', 'b.tsv:3']);
    // Each example names its message's place in the input, for what else the caller knows of it.
    expect(groups.map((g) => g.examples.map((e) => e.index))).toEqual([[0, 4, 1], [2]]);
  });

  it('makes a message of a place in a file: where it points, and where within the file', () => {
    expect(placeMessage({ file: 'a.tsv', line: 412, column: 'gpt4' }, 'bad', 'k')).toEqual({
      kind: 'k',
      file: 'a.tsv',
      where: 'a.tsv:412: column gpt4',
      at: 'line 412, column gpt4',
      text: 'bad',
    });
    expect(placeMessage({ file: 'b.xlsx', row: 5 }, 'bad')).toEqual({
      file: 'b.xlsx',
      where: 'b.xlsx: row 5',
      at: 'row 5',
      text: 'bad',
    });
  });
});

describe('formatGroup(group)', () => {
  it('prints one message as itself, with its place', () => {
    const [g] = groupMessages([skipped('README.md', '# MuTual')]);
    expect(formatGroup(g!, 'files', '--verbose lists them all')).toEqual([
      '  README.md: not recognised: its first line is "# MuTual". Looked for (.txt): Meena transcripts: blocks "<System> Conversation <n>"',
    ]);
  });

  it('prints many as a count, three examples with their own values, and how many more', () => {
    const rows = Array.from({ length: 886 }, (_, i) => ({
      file: 'UniEval.tsv',
      where: `UniEval.tsv:${i + 2}: column gpt4`,
      at: `line ${i + 2}, column gpt4`,
      text: `no "Choice:" line in the judge's answer (got "answer ${i}")`,
    }));
    expect(formatGroup(groupMessages(rows)[0]!, 'rows', '--verbose lists them all')).toEqual([
      '  UniEval.tsv (886 rows): no "Choice:" line in the judge\'s answer (got "…")',
      '    line 2, column gpt4: "answer 0"',
      '    line 3, column gpt4: "answer 1"',
      '    line 4, column gpt4: "answer 2"',
      '    ... and 883 more (--verbose lists them all)',
    ]);
  });

  it('names the number of files of a group over several', () => {
    const note = (file: string, n: number) => ({
      file,
      where: `${file}: column index`,
      text: `of ${n} "Yes" answers with an index, ${n} counted human utterances`,
    });
    const g = groupMessages([
      note('a.jsonl', 168),
      note('b.jsonl', 77),
      note('c.jsonl', 112),
      note('d.jsonl', 80),
    ]);
    expect(formatGroup(g[0]!, 'notes', '--verbose lists them all')).toEqual([
      '  4 notes in 4 files: of … "Yes" answers with an index, … counted human utterances',
      '    a.jsonl: column index: 168, 168',
      '    b.jsonl: column index: 77, 77',
      '    c.jsonl: column index: 112, 112',
      '    ... and 1 more (--verbose lists them all)',
    ]);
  });

  it('cuts a long text and long quoted values with an ellipsis', () => {
    const long = 'x'.repeat(500);
    const [g] = groupMessages([{ where: 'a.txt', text: `first line ${JSON.stringify(long)}` }]);
    const [line] = formatGroup(g!, 'files', '');
    expect(line).toBe(`  a.txt: first line "${'x'.repeat(57)}…"`);
  });
});

describe('cut(text, max) and cutValues(text)', () => {
  it('leaves short text alone and ends a cut quoted value with its quote', () => {
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abcdef', 4)).toBe('abc…');
    expect(cut('"abcdef"', 6)).toBe('"abc…"');
    expect(cut('"abcdef"', 6)).toHaveLength(6);
    expect(cutValues(`a ${JSON.stringify('y'.repeat(100))} b`)).toBe(`a "${'y'.repeat(57)}…" b`);
  });
});
