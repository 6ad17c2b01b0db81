import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../records/dataset.ts';
import { emptyDataset } from '../../../records/dataset.ts';
import { readDataset } from '../../index.ts';
import type { SsaLabel } from '../../../records/ssa.ts';
import { buildSsaSection, type SsaSectionOptions } from './build.ts';

const CONTENT = resolve(import.meta.dirname, '../../../../content');

const options = (data: Dataset, extra: Partial<SsaSectionOptions> = {}): SsaSectionOptions => ({
  countTokens: (t) => t.split(/\s+/).filter(Boolean).length,
  seed: 1,
  rounds: 200,
  name: (id) => data.models.find((m) => m.id === id)?.display ?? id,
  conversationPaths: new Map(data.conversations.map((c) => [c.id, `c/${c.id}`])),
  ...extra,
});

function dataset(labels: SsaLabel[]): Dataset {
  return { ...emptyDataset(), ssaLabels: labels };
}

const label = (
  model: string,
  conversation: string,
  turn: number,
  rater: string,
  s: boolean,
  sp: boolean,
): SsaLabel => ({
  model,
  version: '',
  mode: 'interactive',
  conversation,
  turn,
  rater,
  sensible: s,
  specific: s && sp,
  source: { file: 'l.csv', line: 1 },
});

describe('buildSsaSection', () => {
  it('is absent when the data hold nothing of Meena, SSA or FED', () => {
    const data = dataset([]);
    expect(buildSsaSection(data, options(data))).toBeUndefined();
  });

  it('puts the published value beside a system the paper reports, compared at the printed digits', () => {
    // Human, interactive: 4 responses in 2 conversations, all sensible, 3 specific: SSA (1 + 0.75) / 2 = 87.5%,
    // printed 88 against the paper's 86.
    const labels = ['a', 'b', 'c'].flatMap((r) => [
      label('human', 'x', 2, r, true, true),
      label('human', 'x', 4, r, true, true),
      label('human', 'y', 2, r, true, true),
      label('human', 'y', 4, r, true, false),
    ]);
    const data = dataset(labels);
    const ssa = buildSsaSection(data, options(data))!;
    const row = ssa.leaderboard!.table.rows[0]!;
    const col = (key: string) => ssa.leaderboard!.table.columns.findIndex((c) => c.key === key);
    expect(row[col('ssa')]!.text).toBe('87.5');
    expect(row[col('published')]!.text).toBe('86');
    expect(row[col('diff')]).toMatchObject({ text: '+2', tone: 'off' });
    expect(ssa.leaderboard!.table.raw[0]).toMatchObject({
      sensibleness: 1,
      specificity: 0.75,
      conversations: 2,
    });
    // One system cannot make a regression: every figure is explained instead.
    expect(ssa.figures).toEqual([]);
    expect(ssa.figureNotes[0]).toMatch(
      /^Figure 1 \(interactive SSA against perplexity\) needs at least three systems/,
    );
  });

  describe('on the demo content', () => {
    let data: Dataset;
    beforeAll(async () => {
      data = await readDataset(CONTENT);
    });

    it('scores every demo system in both modes, intervals around the point estimates', () => {
      const ssa = buildSsaSection(data, options(data))!;
      const raw = ssa.leaderboard!.table.raw;
      expect(raw).toHaveLength(13);
      for (const r of raw) {
        expect(r.ssaLo as number).toBeLessThanOrEqual(r.ssa as number);
        expect(r.ssaHi as number).toBeGreaterThanOrEqual(r.ssa as number);
        expect(r.publishedSsa).toBeNull();
      }
      // Lumen gets better with each version in the demo's hidden rates; static labels should show it at the ends.
      const lumen = (v: string) =>
        raw.find((r) => r.model === 'lumen' && r.version === v && r.mode === 'static')!.ssa as number;
      expect(lumen('v5')).toBeGreaterThan(lumen('v1'));
    });

    it('draws all nine regression figures with the published R² beside the computed one', () => {
      const ssa = buildSsaSection(data, options(data))!;
      expect(ssa.figures.map((f) => f.number)).toEqual([
        'Figure 1',
        'Figure 3',
        'Figure 4',
        'Figure 5',
        'Figure 5',
        'Figure 5',
        'Figure 2',
        'Figure 9',
        'Figure 10',
      ]);
      const fig1 = ssa.figures[0]!;
      expect(fig1.published!.rows[0]![2]!.text).toBe('0.93');
      expect(fig1.table.raw).toHaveLength(5);
      expect(fig1.svg).toContain('Mitsuku (published), Cleverbot (published) 56.0%');
    });

    it('lists the demo transcripts with lengths, FED pages for the rated ones, and no repetition column', () => {
      const ssa = buildSsaSection(data, options(data))!;
      expect(ssa.browser!.systems.map((s) => [s.model, s.conversations.length])).toEqual([
        ['human', 2],
        ['lumen', 3],
      ]);
      expect(ssa.browser!.table.columns.map((c) => c.key)).not.toContain('repetition');
      expect(ssa.browser!.systems[1]!.conversations[0]).toMatchObject({
        turns: 16,
        botTurns: 8,
        fedPath: 'fed/lumen-1/',
      });
      expect(ssa.fed!.counts).toEqual({ turnItems: 15, dialogItems: 5, linkedDialogs: 5, linkedTurns: 15 });
      expect(ssa.fed!.freeText).toHaveLength(1);
      const rated = ssa.fed!.conversations.find((c) => c.seed === 'lumen-1')!;
      expect(rated.turns.filter((t) => t.ratings).map((t) => t.n)).toEqual([2, 6, 10]);
      expect(rated.dialog?.turnsShown).toBe(11);
    });

    it('shows a cross-turn repetition column once a rate is wired in', () => {
      const ssa = buildSsaSection(
        data,
        options(data, { repetitionRate: (c) => (c.model === 'lumen' ? 0.25 : 0) }),
      )!;
      const col = ssa.browser!.table.columns.findIndex((c) => c.key === 'repetition');
      expect(col).toBeGreaterThan(-1);
      expect(ssa.browser!.table.rows.map((r) => r[col]!.text)).toEqual(['0.0', '25.0']);
    });

    it('is deterministic', () => {
      expect(JSON.stringify(buildSsaSection(data, options(data)))).toBe(
        JSON.stringify(buildSsaSection(data, options(data))),
      );
    });
  });
});
