// Corpus test: several judges on the same HCG dialogues (../shared/data/hcg, read in place). The real-dialogue
// pass rates per judge are the values in ../shared/data/README.md; the agreement table is printed for the record.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../records/dataset.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import { readDataset } from '../profiles/index.ts';
import { judgeAgreement } from './judgeAgreement.ts';

const HCG_DIR = resolve(import.meta.dirname, '../../../shared/data/hcg');
const present = existsSync(HCG_DIR);
if (!present) console.warn(`corpus absent: ${HCG_DIR} not found; the judge corpus tests are skipped`);

describe.skipIf(!present)('judges side by side on the HCG corpus', () => {
  let data: Dataset;
  beforeAll(async () => {
    data = await readDataset(HCG_DIR);
  });

  it('passes the real dialogues at the published rate under each judge', () => {
    const real = data.uniJudgments.filter((j) => j.model === GROUND_TRUTH);
    const rate = (judge: string) => {
      const js = real.filter((j) => j.judge === judge);
      return js.filter((j) => j.verdict === 'human').length / js.length;
    };
    // ../shared/data/README.md: GPT-4o 0.9007, Claude 0.8620, DeepSeek 0.8644, Gemini Flash 0.9758.
    expect(rate('GPT4o').toFixed(4)).toBe('0.9007');
    expect(rate('Claude').toFixed(4)).toBe('0.8620');
    expect(rate('DeepSeek').toFixed(4)).toBe('0.8644');
    expect(rate('GeminiFlash').toFixed(4)).toBe('0.9758');
    expect(real.filter((j) => j.judge === 'llama_70B')).toHaveLength(0);
  });

  it('compares the four judges on the 413 real dialogues', () => {
    const r = judgeAgreement(data.uniJudgments.filter((j) => j.model === GROUND_TRUTH));
    expect(r.judges).toEqual(['Claude', 'DeepSeek', 'GPT4o', 'GeminiFlash']);
    expect(r.complete.items).toBe(413);
    for (const p of r.pairs) expect(p.n).toBe(413);
    const f = (x: number | null) => (x === null ? '–' : x.toFixed(3));
    console.log(
      [
        'judge A | judge B | n | agreement | Cohen kappa | both AI | same first AI | first-AI alpha',
        ...r.pairs.map((p) =>
          [
            p.judgeA,
            p.judgeB,
            p.n,
            f(p.agreement),
            f(p.kappa),
            p.bothAi,
            f(p.sameFirstAi),
            f(p.firstAiAlpha),
          ].join(' | '),
        ),
        `Fleiss kappa ${f(r.complete.fleiss?.kappa ?? null)} over ${r.complete.items} items; Krippendorff alpha ${f(r.alpha.alpha)}`,
        ...r.unique.map((u) => `${u.judge}: ${u.unique} of ${u.fails} failures shared by no other judge`),
      ].join('\n'),
    );
    // Every pair agrees on at least 85% of the real dialogues (lowest: Claude / DeepSeek, 0.852); misaligned items
    // (a judgment matched to the wrong dialogue) would pull agreement towards chance.
    for (const p of r.pairs) expect(p.agreement).toBeGreaterThan(0.85);
  });
});
