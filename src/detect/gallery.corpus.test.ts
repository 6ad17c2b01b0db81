// Corpus test: the bad-case detectors on real data, read in place. BotChat's hand-picked example files
// (../shared/data/botchat/*.md) and the Meena paper's cross-turn repetition tables (../shared/seeds/002...txt)
// are the labels; each detector's precision and recall against them is printed. The examples are few (12 and
// 2): the numbers say whether the rules find the cases the authors picked, not how well they do on a corpus.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../records/dataset.ts';
import { readMeenaPaperExamples } from '../profiles/meena/paperExamples.ts';
import { GROUND_TRUTH, ModelRegistry } from '../ingest/modelRegistry.ts';
import { BOTCHAT_MODELS } from '../profiles/botchat/models.ts';
import { readDataset } from '../profiles/index.ts';
import { emptySink } from '../records/dataset.ts';
import { newFileReport } from '../records/report.ts';
import { CASE_LABEL_NAMES } from '../records/badCase.ts';
import type { LabelledExample } from '../records/labelledExample.ts';
import { countCl100k } from '../stats/tokens.ts';
import { evaluateExamples, type ExampleEvaluation } from './evaluateExamples.ts';
import { examinedChats } from './examinedChats.ts';
import { lengthThreshold, type LengthThreshold } from './excessiveLength.ts';
import { detectRepetitivePhrasing } from './repetitivePhrasing.ts';

const SHARED = resolve(import.meta.dirname, '../../../shared');
const BOTCHAT_DIR = resolve(SHARED, 'data/botchat');
const MEENA_PAPER = resolve(SHARED, 'seeds/002_1c82e8bf6e41c61e.txt');
const present = existsSync(BOTCHAT_DIR) && existsSync(MEENA_PAPER);
if (!present)
  console.warn(
    `corpus absent: ${BOTCHAT_DIR} or ${MEENA_PAPER} not found; the detector corpus tests are skipped`,
  );

/** The scores as a table for the test output. */
function printScores(title: string, e: ExampleEvaluation): void {
  const pc = (x: number | null) => (x === null ? '   –' : `${(100 * x).toFixed(0).padStart(3)}%`);
  const lines = e.scores.map(
    (s) =>
      `  ${CASE_LABEL_NAMES[s.category as keyof typeof CASE_LABEL_NAMES].padEnd(24)} labelled ${s.labelled}  flagged ${String(s.detected).padStart(2)}  both ${s.truePositives}  precision ${pc(s.precision)}  recall ${pc(s.recall)}${s.notScored ? '  (not scored: needs a judge reason)' : ''}`,
  );
  const fired = e.perExample.map(
    (p) =>
      `  ${p.example.id.padEnd(44)} [${p.example.label}] -> ${[...new Set(p.tags.map((t) => t.category))].join(', ') || 'nothing'}`,
  );
  console.log(`${title}\n${lines.join('\n')}\nper example:\n${fired.join('\n')}`);
}

describe.skipIf(!present)(
  "the detectors on BotChat's hand-picked examples and the Meena paper's tables",
  () => {
    let botchat: Dataset;
    let threshold: LengthThreshold;
    let examples: LabelledExample[];
    beforeAll(async () => {
      botchat = await readDataset(BOTCHAT_DIR);
      examples = botchat.labelledExamples;
      const human = botchat.conversations
        .filter((c) => c.model === GROUND_TRUTH)
        .flatMap((c) => examinedChats({ ...c, groundTruth: true }).map((i) => c.chats[i]!));
      threshold = lengthThreshold(human, countCl100k);
    });

    it("reads BotChat's six example files: 12 conversations of 16 chats, 2 per label, the title quirk noted", () => {
      expect(examples).toHaveLength(12);
      expect(examples.every((e) => e.chats.length === 16)).toBe(true);
      const perLabel = Object.fromEntries(
        Object.keys(CASE_LABEL_NAMES).map((l) => [l, examples.filter((e) => e.label === l).length]),
      );
      expect(perLabel).toEqual({
        'ai-self-identification': 2,
        'contextual-confusion': 2,
        'excessive-length': 2,
        'formal-tone': 2,
        'repetitive-phrasing': 2,
        good: 2,
      });
      const notes = botchat.report.files
        .flatMap((f) => f.findings)
        .filter((f) => f.kind === 'title-mismatch');
      expect(notes.map((n) => `${n.file}:${n.line}`)).toEqual(['AISelf-Identification.md:1']);
      // The people's length threshold comes from MuTual's 547 ground-truth dialogues (2,389 chats).
      expect(threshold.humanChats).toBe(2389);
    });

    it('scores every detector; self-identification and repetitive phrasing find every example of their category', () => {
      const e = evaluateExamples(examples, { thresholdOf: () => threshold, tokensOf: countCl100k });
      printScores(
        `BotChat's ${examples.length} hand-picked examples (few: read the numbers as a check, not a measure)`,
        e,
      );
      const score = (c: string) => e.scores.find((s) => s.category === c)!;
      expect(score('ai-self-identification')).toMatchObject({ labelled: 2, truePositives: 2, recall: 1 });
      expect(score('repetitive-phrasing')).toMatchObject({ labelled: 2, truePositives: 2, recall: 1 });
      expect(score('excessive-length')).toMatchObject({ truePositives: 2, recall: 1 });
      expect(score('formal-tone')).toMatchObject({ truePositives: 2, recall: 1 });
      expect(score('contextual-confusion')).toMatchObject({ detected: 0, notScored: expect.any(String) });
      // Nothing fires on BotChat's good cases.
      expect(e.perExample.filter((p) => p.example.label === 'good').flatMap((p) => p.tags)).toEqual([]);
    });

    it("finds cross-turn repetition in both of the Meena paper's examples, read in place from the paper's text", async () => {
      const file = 'seeds/002_1c82e8bf6e41c61e.txt';
      const ctx = {
        file,
        report: newFileReport(file, 'meena-paper-examples', 'manifest'),
        registry: new ModelRegistry().scope(BOTCHAT_MODELS),
        sink: emptySink(),
      };
      readMeenaPaperExamples(await readFile(MEENA_PAPER, 'utf8'), ctx);
      const meena = ctx.sink.labelledExamples;
      expect(meena.map((m) => [m.id, m.chats.length, m.title.slice(0, 8)])).toEqual([
        ['meena-paper/example-1', 20, 'Table 5:'],
        ['meena-paper/example-2', 26, 'Table 6:'],
      ]);
      expect(ctx.report.rejections).toEqual([]);
      // Turns broken by the page layout are whole again: a continuation after a blank line, a hyphenated word.
      expect(meena[0]!.chats[5]).toMatch(/too\. And I've always wanted to go to Amsterdam/);
      expect(meena[1]!.chats).toContain("haha looks like you're really into this discussion!");
      expect(meena[1]!.chats[25]).toMatch(/^Do you know why I broke you\? Because you were outstanding/);
      const e = evaluateExamples(meena, {
        thresholdOf: () => lengthThreshold([], countCl100k),
        tokensOf: countCl100k,
      });
      printScores(
        "The Meena paper's 2 cross-turn repetition examples (tables 5 and 6; positives only, so precision is trivial)",
        e,
      );
      for (const p of e.perExample) expect(p.tags.map((t) => t.rule)).toContain('cross-turn-repetition');
      // The partial repetitions of table 6: "(...) Because he was outstanding in his field!".
      const table6 = e.perExample[1]!.tags.find((t) => t.rule === 'cross-turn-repetition')!;
      expect(table6.evidence.some((x) => x.text.includes('outstanding in his field'))).toBe(true);
    });
  },
);

const HCG_DIR = resolve(SHARED, 'data/hcg');
describe.skipIf(!existsSync(HCG_DIR))('the gallery on the HCG study (../shared/data/hcg)', () => {
  it('tags the simulated humans, reads confusion from the judges, and rarely fires on the real people', async () => {
    const { buildSiteModel } = await import('../pipeline/buildSiteModel.ts');
    const data = await readDataset(HCG_DIR);
    const site = buildSiteModel(data, { countTokens: countCl100k, version: 'corpus' });
    const g = site.gallery!;
    const byId = new Map(data.conversations.map((c) => [c.id, c]));
    const rate = (model: string, category: string) => {
      const row = g.heatmap.raw.find((r) => r.model === model)!;
      return row[category] as number;
    };
    const models = g.heatmap.raw.map((r) => r.model);
    console.log(
      `HCG gallery: ${g.cards.length} cards, ${g.pages.length} pages\n${g.heatmap.raw
        .map(
          (r) =>
            `  ${String(r.model).padEnd(10)} ${['ai-self-identification', 'contextual-confusion', 'excessive-length', 'formal-tone', 'repetitive-phrasing', 'good'].map((k) => `${k} ${r[k] === null ? '–' : ((r[k] as number) * 100).toFixed(1)}%`).join('  ')}`,
        )
        .join('\n')}`,
    );
    expect(models).toContain(GROUND_TRUTH);
    // The real people: no self-identification, and formal tone or repetition in under 2% of dialogues.
    expect(rate(GROUND_TRUTH, 'ai-self-identification')).toBe(0);
    expect(rate(GROUND_TRUTH, 'formal-tone')).toBeLessThan(0.02);
    expect(rate(GROUND_TRUTH, 'repetitive-phrasing')).toBeLessThan(0.02);
    // Contextual confusion comes from judges' reasons; the tagged chat is a human turn (the judged side).
    const confusion = g.cards.filter(
      (c) => c.category === 'contextual-confusion' && c.origin === 'automatic',
    );
    expect(confusion.length).toBeGreaterThan(50);
    for (const card of confusion) {
      const c = byId.get(card.conversationId)!;
      expect(c.speakers?.[card.chat! - 1], card.key).toBe('human');
    }
    // Every highlighted span is the conversation's own text.
    for (const card of g.cards)
      for (const x of card.excerpt) {
        const text = byId.get(card.conversationId)!.chats[x.n - 1]!;
        for (const s of x.segments) if (!x.cut) expect(text).toContain(s.text);
      }
  });
});

/** The ground-truth conversations of a data directory on which the repetitive-phrasing rules fire, with why. */
async function repetitionOnPeople(dir: string): Promise<{ people: number; hits: string[] }> {
  const data = await readDataset(dir);
  const people = data.conversations.filter((c) => c.model === GROUND_TRUTH);
  const hits = people.flatMap((c) => {
    const tags = detectRepetitivePhrasing({ ...c, groundTruth: true });
    return tags.length > 0 ? [`${c.id}: ${tags.map((t) => `${t.rule} at chat ${t.chat}`).join(', ')}`] : [];
  });
  return { people: people.length, hits };
}

// People's own conversations: every hit of the repetition rules there is a false positive (decision 0054).
// Before 0054 the rules fired on 5 of MuTual's 547 dialogues (MT-33, MT-47, MT-107 and MT-302 by cross-turn
// repetition, MT-399 by the repeated opener) and on 5 of HCG's 413 real OASST dialogues.
describe.skipIf(!present || !existsSync(HCG_DIR))('the repetition rules on people', () => {
  it("fire on none of MuTual's 547 ground-truth dialogues", async () => {
    const { people, hits } = await repetitionOnPeople(BOTCHAT_DIR);
    expect(people).toBe(547);
    expect(hits).toEqual([]);
  });
  it("fire on 5 of HCG's 413 real dialogues, each a person sending a request again after the bot failed it", async () => {
    const { people, hits } = await repetitionOnPeople(HCG_DIR);
    console.log(
      `HCG real dialogues with a repetition tag (${hits.length} of ${people}):\n  ${hits.join('\n  ')}`,
    );
    expect(people).toBe(413);
    expect(hits).toEqual([
      'hcg/6/46/GT: cross-turn-repetition at chat 5',
      'hcg/6/196/GT: cross-turn-repetition at chat 3',
      'hcg/6/197/GT: cross-turn-repetition at chat 3',
      'hcg/6/371/GT: cross-turn-repetition at chat 3',
      'hcg/6/372/GT: cross-turn-repetition at chat 3',
    ]);
  });
  it("still finds both of BotChat's repetitive-phrasing examples", async () => {
    const data = await readDataset(BOTCHAT_DIR);
    const examples = data.labelledExamples.filter((e) => e.label === 'repetitive-phrasing');
    expect(examples.map((e) => detectRepetitivePhrasing(e).map((t) => t.rule))).toEqual([
      // "I'm glad I could help." / "I'm glad I could assist you." is a swapped frame now; the opener still fires.
      ['repeated-opener'],
      ['cross-turn-repetition', 'repeated-opener'],
    ]);
  });
});
