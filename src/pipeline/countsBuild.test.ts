// `parley build` from a counts file gives the leaderboard of the raw files it was made from: every pass rate,
// win/tie/lose, Bradley-Terry rating with its interval, and chat length; Elo, which needs the judgments'
// order, is left out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBotchatScale } from '../../scripts/scale/botchatScale.ts';
import { formatCounts } from '../cli/runCounts.ts';
import { readDataset } from '../profiles/index.ts';
import { countCl100k } from '../stats/tokens.ts';
import { buildSiteModel } from './buildSiteModel.ts';
import { countsInProcess } from '../profiles/counts/countsOfDirectory.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('a site built from counts', () => {
  it('has the leaderboard of the raw files (Elo and style control aside: counts keep no order and no text)', async () => {
    const raw = mkdtempSync(join(tmpdir(), 'parley-raw-'));
    const counted = mkdtempSync(join(tmpdir(), 'parley-counted-'));
    dirs.push(raw, counted);
    writeBotchatScale(raw, 0.05, 11);
    const { counts } = await countsInProcess(raw, countCl100k);
    writeFileSync(join(counted, 'botchat.counts.json'), formatCounts(counts));
    const model = async (dir: string) =>
      buildSiteModel(await readDataset(dir), { countTokens: countCl100k, version: 't' });
    const [a, b] = [await model(raw), await model(counted)];
    const board = (m: typeof a) =>
      m.views[0]!.leaderboard.table.raw.map(({ elo16: _e, elo8: _f, scRank: _s, ...rest }) => rest);
    expect(b.views.map((v) => v.path)).toEqual(a.views.map((v) => v.path));
    expect(board(b)).toEqual(board(a));
    expect(board(a).length).toBe(14);
    expect(board(a).every((r) => typeof r.bt16 === 'number' && typeof r.length === 'number')).toBe(true);
    expect(b.views[0]!.leaderboard.table.raw.every((r) => r.elo16 === null)).toBe(true);
    expect(a.views[0]!.leaderboard.table.raw.every((r) => typeof r.scRank === 'number')).toBe(true);
    expect(b.views[0]!.leaderboard.table.raw.every((r) => r.scRank === undefined)).toBe(true);
    // Figures that counts carry are the same; position bias and pass at GT length need per-seed rows.
    const figs = (m: typeof a) => new Map(m.views[0]!.figures.map((f) => [f.id, f.table.raw]));
    for (const id of ['pass-curve', 'win-tie-lose', 'compared-pairs-N-16', 'win-rate-matrix-N-8']) {
      expect(figs(a).get(id), id).toBeDefined();
      expect(figs(b).get(id), id).toEqual(figs(a).get(id));
    }
    // Lengths: the same for every model. Counts carry the models' generated chats only, so the ground truth's
    // continuation (a reference row the raw files' real dialogues give) is on the raw site alone.
    const models = (rows: Record<string, unknown>[] | undefined) => rows?.filter((r) => r.model !== 'GT');
    expect(
      figs(a)
        .get('lengths')!
        .some((r) => r.model === 'GT'),
    ).toBe(true);
    expect(
      figs(b)
        .get('lengths')!
        .some((r) => r.model === 'GT'),
    ).toBe(false);
    expect(models(figs(b).get('lengths'))).toEqual(models(figs(a).get('lengths')));
    // The ratings table beside Elo's columns: the Bradley-Terry part is the same.
    const bt = (m: typeof a) =>
      figs(m)
        .get('ratings-N-16')!
        .map((r) => [r.model, r.rating, r.lo, r.hi, r.rank]);
    expect(bt(b)).toEqual(bt(a));
  });
});
