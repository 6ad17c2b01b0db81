// The prompt builder against the ruTiE card's worked example, read in place from ../shared/data/rutie/rutie.en.md:
// the card's two example questions (its first JSON block), answered "Четыре" (choice 2) at the first, must give
// exactly the card's prompt for the second question (its last code block).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sequentialPrompt, type PromptQuestion } from './sequentialPrompt.ts';

const CARD = resolve(import.meta.dirname, '../../../shared/data/rutie/rutie.en.md');
const present = existsSync(CARD);
if (!present) console.warn(`corpus absent: ${CARD} not found; the ruTiE card test is skipped`);

/** The code blocks of a markdown text, with the indentation of their fence removed. */
function codeBlocks(md: string): string[] {
  const out: string[] = [];
  const re = /^( *)```[^\n]*\n([\s\S]*?)^\1```/gm;
  for (const m of md.matchAll(re)) {
    const indent = m[1]!.length;
    out.push(
      m[2]!
        .split('\n')
        .map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)))
        .join('\n')
        .replace(/\n$/, ''),
    );
  }
  return out;
}

describe.skipIf(!present)("the ruTiE card's worked example", () => {
  it('is reproduced for the second question after answering choice 2 to the first', () => {
    const blocks = codeBlocks(readFileSync(CARD, 'utf8'));
    const items = JSON.parse(blocks[0]!) as {
      instruction: string;
      inputs: Omit<PromptQuestion, 'instruction'>;
    }[];
    const dialog = items.map((i) => ({ instruction: i.instruction, ...i.inputs }));
    expect(dialog).toHaveLength(2);
    const expected = blocks.at(-1)!;
    expect(expected.split('\n')).toHaveLength(7);
    expect(sequentialPrompt(dialog, ['2'], 1)).toBe(expected);
  });
});
