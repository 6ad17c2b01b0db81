// markdownStyleCounts against the counts arena-hard-auto stored with its answers (issue 21). The data is read in
// place from the mirror of lmarena/arena-hard-auto (bare git); the test skips, saying so, when it is absent.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownStyleCounts } from './markdownStyleCounts.ts';

const GIT_DIR = '/work/.mirror/lmarena+arena-hard-auto/repo';
const FILE = 'data/arena-hard-v2.0/model_answer/o3-mini-2025-01-31.jsonl';

function read(): string | undefined {
  if (!existsSync(GIT_DIR)) return undefined;
  try {
    return execFileSync('git', ['--git-dir', GIT_DIR, 'show', `HEAD:${FILE}`], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

const text = read();
if (!text) console.warn(`markdownStyleCounts.corpus: ${GIT_DIR}:${FILE} is not available; skipped`);

describe.skipIf(!text)('markdownStyleCounts on arena-hard-auto v2 answers', () => {
  it('gives the stored header, list and bold counts for all 750 o3-mini answers', () => {
    const lines = text!.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBe(750);
    let same = 0;
    const totals = { headers: 0, lists: 0, bold: 0 };
    for (const line of lines) {
      const r = JSON.parse(line) as {
        messages: { content: string | { answer: string } }[];
        metadata: {
          header_count: Record<string, number>;
          list_count: { ordered: number; unordered: number };
          bold_count: Record<string, number>;
        };
      };
      const last = r.messages.at(-1)!.content as { answer: string };
      const c = markdownStyleCounts(last.answer);
      const m = r.metadata;
      const ok =
        JSON.stringify(c.headers) === JSON.stringify(m.header_count) &&
        c.lists.ordered === m.list_count.ordered &&
        c.lists.unordered === m.list_count.unordered &&
        c.bold.asterisks === m.bold_count['**'] &&
        c.bold.underscores === m.bold_count['__'];
      if (ok) same++;
      totals.headers += Object.values(m.header_count).reduce((s, x) => s + x, 0);
      totals.lists += m.list_count.ordered + m.list_count.unordered;
      totals.bold += m.bold_count['**']!;
    }
    expect(same).toBe(750);
    // The file's own totals, so a reader sees the check is not on empty counts: 581 headers, 2,173 list items.
    expect(totals).toEqual({ headers: 581, lists: 2173, bold: 17 });
  });
});
