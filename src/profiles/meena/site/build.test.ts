import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../../records/dataset.ts';
import { emptyDataset } from '../../../records/dataset.ts';
import { readDataset } from '../../index.ts';
import type { SsaLabel } from '../../../records/ssa.ts';
import { buildSsaSection, type SsaSectionOptions } from './build.ts';
import { markText } from './marks.ts';

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

  it('gives SSA per run and its sample sd, and links labels to a conversation by id or by seed', () => {
    // Bot, interactive, one rater a response. Run 1: 2 responses, both sensible, one specific: SSA 0.75.
    // Run 2: 2 responses, one sensible and specific: SSA 0.5. Mean 0.625; sd sqrt(2 × 0.125² / 1) = 0.1767767.
    const run = (l: SsaLabel, r: string): SsaLabel => ({ ...l, run: r });
    const conv: Dataset['conversations'][number] = {
      id: 'meena/bot-1/bot',
      benchmark: 'meena',
      setting: '',
      seed: 'bot-1',
      model: 'bot',
      chats: ['Hi', 'Hello <b>you</b>', 'Bye', 'See you'],
      speakers: ['Human', 'Bot', 'Human', 'Bot'],
      judgedSpeaker: 'Bot',
      seedChats: 0,
      source: { file: 'm.txt', line: 1 },
    };
    const labels = [
      run(label('bot', 'bot-1', 2, 'a', true, true), '1'),
      run(label('bot', 'bot-1', 4, 'a', true, false), '1'),
      run(label('bot', 'meena/bot-1/bot', 2, 'a', true, true), '2'),
      run(label('bot', 'meena/bot-1/bot', 4, 'a', false, false), '2'),
      // Turn 9 is past the conversation's end; turn 3 is the person's.
      run(label('bot', 'bot-1', 9, 'a', true, true), '2'),
      run(label('bot', 'bot-1', 3, 'a', true, true), '2'),
    ];
    const data: Dataset = { ...emptyDataset(), ssaLabels: labels.slice(0, 4), conversations: [conv] };
    const ssa = buildSsaSection(data, options(data))!;
    expect(ssa.runs!.perRun.raw.map((r) => [r.run, r.ssa])).toEqual([
      ['1', 0.75],
      ['2', 0.5],
    ]);
    expect(ssa.runs!.spread.raw[0]!.ssaMean).toBeCloseTo(0.625, 12);
    expect(ssa.runs!.spread.raw[0]!.ssaSd).toBeCloseTo(0.1767767, 6);
    expect(ssa.runs!.spread.rows[0]![4]!.text).toBe('17.7');
    const linked = ssa.conversationLabels!.conversations;
    expect(linked).toHaveLength(1);
    expect(
      linked[0]!.systems.map((s) => [s.system, s.responses.map((r) => [r.turn, r.sensible, r.specific])]),
    ).toEqual([
      [
        'bot (run 1)',
        [
          [2, true, true],
          [4, true, false],
        ],
      ],
      [
        'bot (run 2)',
        [
          [2, true, true],
          [4, false, false],
        ],
      ],
    ]);
    expect(linked[0]!.systems[0]!.responses[0]!.text).toBe('Hello <b>you</b>');
    const all = { ...data, ssaLabels: labels };
    expect(buildSsaSection(all, options(all))!.conversationLabels!.notes).toEqual([
      'Labels of turn 9 of "bot-1" do not fit: the conversation has 4 turns.',
      'Turn 3 of "bot-1" is labelled, but Human says it, not Bot; shown as labelled.',
    ]);
  });

  it('writes each mark in words with the raters’ votes, a tie counted as no', () => {
    const r = {
      turn: 2,
      text: '',
      raters: 4,
      sensibleVotes: 3,
      specificVotes: 2,
      sensible: true,
      specific: false,
      tie: true,
    };
    expect(markText(r, 'sensible')).toEqual({ label: 'sensible', votes: '3 of 4 sensible', yes: true });
    expect(markText(r, 'specific')).toEqual({
      label: 'not specific',
      votes: '2 of 4 specific (tie, counted as no)',
      yes: false,
    });
  });

  describe('on the demo content', () => {
    let data: Dataset;
    beforeAll(async () => {
      data = await readDataset(CONTENT);
    });

    it('scores every demo system in both modes, intervals around the point estimates', () => {
      const ssa = buildSsaSection(data, options(data))!;
      const raw = ssa.leaderboard!.table.raw;
      // 7 systems in interactive mode (Lumen v1-v5, People, and Lumen full from the transcript labels), 7 static.
      expect(raw).toHaveLength(14);
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
        // The decoding sweep: against N (the paper's figures 6-8), then against the temperature (Parley's).
        'Figure 6',
        'Figure 7',
        'Figure 8',
        '',
        '',
        '',
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

    it('shows the run-to-run spread of Lumen v5 in each mode beside the published 2% and 1% over 7 runs', () => {
      const ssa = buildSsaSection(data, options(data))!;
      const spread = ssa.runs!.spread.raw;
      expect(
        spread.map((r) => [r.model, r.version, r.mode, r.runs, r.publishedSdPoints, r.publishedRuns]),
      ).toEqual([
        ['lumen', 'v5', 'interactive', 3, '1', 7],
        ['lumen', 'v5', 'static', 3, '2', 7],
      ]);
      // The spread is the sample sd of the per-run SSA shown in the per-run table.
      for (const r of spread) {
        const runs = ssa.runs!.perRun.raw.filter((x) => x.mode === r.mode).map((x) => x.ssa as number);
        const m = runs.reduce((a, b) => a + b, 0) / runs.length;
        const sd = Math.sqrt(runs.reduce((a, x) => a + (x - m) ** 2, 0) / (runs.length - 1));
        expect(r.ssaSd).toBeCloseTo(sd, 12);
        expect(r.ssaMean).toBeCloseTo(m, 12);
      }
    });

    it('draws the decoding sweep against N (log scale) and T, and leaves it out of the systems table', () => {
      const ssa = buildSsaSection(data, options(data))!;
      expect(ssa.decoding!.table.raw).toHaveLength(12);
      expect(
        ssa.leaderboard!.table.raw.filter((r) => r.model === 'lumen' && r.version === 'v5'),
      ).toHaveLength(2);
      const fig6 = ssa.figures.find((f) => f.id === 'decoding-ssa-samples')!;
      // Four lines (three temperatures, and T = 1 with top-k 40), three points each.
      expect(fig6.table.raw).toHaveLength(12);
      expect(fig6.svg).toContain('Lumen v5 (static, T=1 top-k=40): ');
      expect(ssa.decoding!.figureIds).toHaveLength(6);
    });

    it('puts every static context beside every system, 20 contexts a page', () => {
      const ssa = buildSsaSection(data, options(data))!;
      expect(ssa.static!.contexts).toBe(40);
      expect(ssa.static!.pages.map((p) => p.length)).toEqual([20, 20]);
      const first = ssa.static!.pages[0]![0]!;
      expect(first.id).toBe('ctx-01');
      expect(first.systems.map((s) => s.system)).toContain('EchoBot');
      expect(first.systems.map((s) => s.system)).toContain('Lumen v5 (run 2)');
    });

    it('links the labels of the Lumen transcripts to their conversation pages by seed', () => {
      const ssa = buildSsaSection(data, options(data))!;
      const linked = ssa.conversationLabels!;
      expect(linked.notes).toEqual([]);
      expect(linked.conversations.map((c) => [c.conversationId, c.path, c.linkedBy])).toEqual([
        ['meena/lumen-1/lumen', 'c/meena/lumen-1/lumen', 'seed'],
        ['meena/lumen-2/lumen', 'c/meena/lumen-2/lumen', 'seed'],
        ['meena/lumen-3/lumen', 'c/meena/lumen-3/lumen', 'seed'],
      ]);
      const turns = linked.conversations[0]!.systems[0]!.responses;
      expect(turns.map((t) => t.turn)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
      // The text is the conversation's own turn.
      const c = data.conversations.find((x) => x.id === 'meena/lumen-1/lumen')!;
      expect(turns[0]!.text).toBe(c.chats[1]);
    });

    it('is deterministic', () => {
      expect(JSON.stringify(buildSsaSection(data, options(data)))).toBe(
        JSON.stringify(buildSsaSection(data, options(data))),
      );
    });
  });
});
