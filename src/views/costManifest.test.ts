// The user's path to the cost column: a manifest file with prices beside BotChat-style files, read by the readers,
// through the site's views (the same the build and `parley ratings` run).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { benchmarkLengths, buildSiteViews } from '../sections/views/siteViews.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const dir = mkdtempSync(join(tmpdir(), 'parley-prices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const words = (t: string) => (t.trim() === '' ? 0 : t.trim().split(/\s+/).length);

describe('a manifest with prices beside BotChat-style files', () => {
  it('gives the BotChat leaderboard a cost column and its view the figure, a dash for the unpriced model', async () => {
    for (const f of ['MuTualTest-convs.tsv', 'UniEval.tsv', 'GTEval.tsv'])
      cpSync(join(CONTENT, 'botchat', f), join(dir, f));
    writeFileSync(
      join(dir, 'parley.manifest.json'),
      JSON.stringify({
        prices: { gpt4: { input: 10, output: 30 }, 'llama2-7b': { input: 0.1, output: 0.1 } },
      }),
    );
    const data = await readDataset(dir);
    const views = buildSiteViews(data, { tokens: words }, benchmarkLengths(data, { tokens: words }));
    const view = views.find((v) => v.benchmark === 'botchat')!;
    const table = view.leaderboard.table;
    const col = table.columns.findIndex((c) => c.key === 'cost');
    expect(col).toBeGreaterThan(0);
    const row = (m: string) => table.rowIds!.indexOf(m);
    // The cost is the definition applied to the downloaded token counts: (in × 10 + out × 30) / 10⁶ per conversation.
    const gpt4 = table.raw[row('gpt4')]!;
    const conversations = data.conversations.filter((c) => c.model === 'gpt4').length;
    expect(conversations).toBe(30);
    expect(gpt4.cost).toBeCloseTo(
      ((gpt4.inputTokens as number) * 10 + (gpt4.outputTokens as number) * 30) / 1e6 / conversations,
      15,
    );
    expect(gpt4.outputTokens as number).toBeGreaterThan(0);
    expect(table.rows[row('qwen-7b-chat')]![col]!.text).toBe('–');
    expect(view.leaderboard.notes.at(-1)).toMatch(
      /2 models have no price and show –: (Qwen-7B, Vicuna-13B|Vicuna-13B, Qwen-7B)\.$/,
    );
    const figure = view.figures.find((f) => f.id === 'cost');
    expect(figure?.table.raw.map((r) => r.model).sort()).toEqual(['gpt4', 'llama2-7b']);
    expect(figure?.svg).toContain('Pareto front');
  });
});
