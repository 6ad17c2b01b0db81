import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fillProse, parseProse, readProse } from './prose.ts';

describe('parseProse', () => {
  it('reads texts under ## headings, paragraphs split by blank lines, lines joined by one space', () => {
    const texts = parseProse('# Title\n\nNot shown.\n\n## a\nOne\n  line.\n\n\nTwo.\n## b\nThree.\n', 'f.md');
    expect([...texts]).toEqual([
      ['a', ['One line.', 'Two.']],
      ['b', ['Three.']],
    ]);
  });
  it('names the line of a text given twice or left empty', () => {
    expect(() => parseProse('## a\nx\n## a\ny\n', 'f.md')).toThrowErrorMatchingInlineSnapshot(
      `[Error: f.md:3: text "a" is given twice]`,
    );
    expect(() => parseProse('## a\n\n## b\ny\n', 'f.md')).toThrowErrorMatchingInlineSnapshot(
      `[Error: f.md:1: text "a" is empty]`,
    );
  });
});

describe('fillProse', () => {
  it('fills every placeholder and leaves other braces alone', () => {
    expect(fillProse('{n} of {m} ({ not a name })', { n: 3, m: 'ten' }, 'w')).toBe(
      '3 of ten ({ not a name })',
    );
  });
  it('names a placeholder without a value', () => {
    expect(() => fillProse('{n} of {m}', { n: 3 }, 'f.md, text "a"')).toThrowErrorMatchingInlineSnapshot(
      `[Error: f.md, text "a": placeholder {m} has no value]`,
    );
  });
});

describe('readProse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-prose-'));
  const file = join(dir, 'method.md');
  writeFileSync(file, '## one\nA {x}\ntext.\n\n## two\nFirst.\n\nSecond.\n');
  const prose = readProse(pathToFileURL(file));

  it('gives one text, or its paragraphs', () => {
    expect(prose.text('one', { x: 'short' })).toBe('A short text.');
    expect(prose.paragraphs('two')).toEqual(['First.', 'Second.']);
  });
  it('throws for a missing text, and for text() of a text with several paragraphs', () => {
    expect(() => prose.text('three')).toThrow(`${file}: no text "## three"`);
    expect(() => prose.text('two')).toThrow(`${file}: text "two" has 2 paragraphs, not one`);
  });
});
