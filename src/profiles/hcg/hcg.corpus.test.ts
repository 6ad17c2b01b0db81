// Corpus test: the HCG study in ../shared/data/hcg, read in place. Every published summary must be reproduced
// exactly (the printed number's text equals JavaScript's shortest round-trip text of the computed double).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PairJudgment } from '../../records/pairJudgment.ts';
import type { UniJudgment } from '../../records/uniJudgment.ts';
import { pairStudySummary, pythonFloatRepr, uniStudySummary } from '../../stats/studySummary.ts';
import type { Dataset } from '../../records/dataset.ts';
import { readDataset } from '../index.ts';
import { reportTotals } from '../../records/report.ts';

const HCG_DIR = resolve(import.meta.dirname, '../../../../shared/data/hcg');
const present = existsSync(HCG_DIR);
if (!present) console.warn(`corpus absent: ${HCG_DIR} not found; the HCG corpus tests are skipped`);

describe.skipIf(!present)('the HCG corpus (../shared/data/hcg)', () => {
  let data: Dataset;
  // A read of the whole study takes seconds, more on a machine under load: more than the default 10 s hook limit.
  beforeAll(async () => {
    data = await readDataset(HCG_DIR);
  });

  it('reads the 6 dialogue files with 413 dialogues each and every non-empty judgment file with nothing rejected', () => {
    const dialogueFiles = data.report.files.filter((f) => f.role === 'hcg-dialogues');
    expect(dialogueFiles.map((f) => f.rowsUsed)).toEqual([413, 413, 413, 413, 413, 413]);
    const judgmentFiles = data.report.files.filter((f) => ['hcg-uni', 'hcg-pair'].includes(f.role));
    expect(judgmentFiles).toHaveLength(95);
    expect(judgmentFiles.filter((f) => f.file.includes('/GPT4o_Evaluator/'))).toHaveLength(59);
    const t = reportTotals(data.report);
    expect(t.rejected).toBe(0);
    expect(t.reconciles).toBe(true);
    // Every file seen is read, copied or listed as not read.
    expect(t.filesReconcile).toBe(true);
    expect(t.filesSeen).toBe(t.files + t.filesNotRead + t.filesCopied);
  });

  it('fails on the empty llama_70B judge file (a key input) and notes the partial Claude file', () => {
    expect(data.report.problems.map((p) => `${p.kind} ${p.file}`)).toEqual([
      'unreadable Evaluation/result_oasst/llama_70B_Evaluator/uni_eval/oasst1_en_min_6_turns_summary.jsonl',
    ]);
    const notes = data.report.files.flatMap((f) => f.findings).map((f) => `${f.kind} ${f.file}`);
    expect(notes).toContain(
      'count-mismatch Evaluation/result_oasst/Claude_Evaluator/uni_eval/oasst1_en_llama_70B_GPT4oMini_6.jsonl',
    );
  });

  it('takes the opening turns from OASST as seed chats, not as output of the inquirer model', () => {
    const generated = data.conversations.filter((c) => c.model !== 'GT');
    expect(new Set(generated.map((c) => c.seedChats))).toEqual(new Set([2]));
    const real = data.conversations.filter((c) => c.model === 'GT');
    expect(real.every((c) => c.seedChats === c.chats.length)).toBe(true);
  });

  it('verifies which judgment files judged the published dialogues by the passages they quote', () => {
    const status = (file: string) =>
      data.report.files
        .find((f) => f.file === file)
        ?.findings.find((f) => /^(text-check|judged-other-text)$/.test(f.kind))?.kind;
    const uni = (judge: string, base: string) =>
      `Evaluation/result_oasst/${judge}_Evaluator/uni_eval/${base}.jsonl`;
    // GPT-4o judged the published generations; Claude and DeepSeek judged other generations of llama_3B's dialogues.
    expect(status(uni('GPT4o', 'oasst1_en_llama_3B_GPT4oMini_6'))).toBe('text-check');
    expect(status(uni('Claude', 'oasst1_en_llama_3B_GPT4oMini_6'))).toBe('judged-other-text');
    expect(status(uni('DeepSeek', 'oasst1_en_llama_3B_GPT4oMini_6'))).toBe('judged-other-text');
    const verified = (judge: string, model: string) =>
      data.uniJudgments.filter((j) => j.judge === judge && j.model === model && j.judgedText !== undefined)
        .length;
    expect(verified('GPT4o', 'llama_3B')).toBe(413);
    expect(verified('Claude', 'llama_3B')).toBe(0);
    // The real dialogues: Claude's 413 judgments but the 2 whose quotes are not found.
    expect(verified('Claude', 'GT')).toBe(411);
  });

  it('reproduces every published summary that has its result file, to the printed digit', () => {
    const uniByFile = new Map<string, UniJudgment[]>();
    for (const j of data.uniJudgments)
      uniByFile.set(j.source.file, [...(uniByFile.get(j.source.file) ?? []), j]);
    const pairByFile = new Map<string, PairJudgment[]>();
    for (const j of data.pairJudgments)
      pairByFile.set(j.source.file, [...(pairByFile.get(j.source.file) ?? []), j]);
    const checked: string[] = [];
    const mismatches: string[] = [];
    for (const s of data.publishedSummaries) {
      const computed: Record<string, number> | undefined =
        s.kind === 'uni'
          ? uniByFile.get(s.resultFile) && { ...uniStudySummary(uniByFile.get(s.resultFile)!) }
          : pairByFile.get(s.resultFile) && { ...pairStudySummary(pairByFile.get(s.resultFile)!) };
      if (!computed) continue;
      for (const [key, pub] of Object.entries(s.values)) {
        const mine = computed[key];
        const text =
          mine === undefined ? undefined : key.includes('Rate') ? pythonFloatRepr(mine) : String(mine);
        if (text !== pub.printed)
          mismatches.push(`${s.resultFile} ${key}: published ${pub.printed}, computed ${mine}`);
      }
      checked.push(s.resultFile);
    }
    expect(mismatches).toEqual([]);
    expect(checked.filter((f) => f.includes('/GPT4o_Evaluator/'))).toHaveLength(59);
    // Claude 5 + DeepSeek 11 + GeminiFlash 17 + GPT-4o 59: every summary whose result file is public.
    expect(checked).toHaveLength(92);
  });

  it('gives the real dialogues pass rates per judge as the study reports them (to 4 decimals)', () => {
    const rate = (judge: string) => {
      const js = data.uniJudgments.filter((j) => j.judge === judge && j.model === 'GT');
      return Number(uniStudySummary(js)['Pass Rate'].toFixed(4));
    };
    expect([rate('GPT4o'), rate('Claude'), rate('DeepSeek'), rate('GeminiFlash')]).toEqual([
      0.9007, 0.862, 0.8644, 0.9758,
    ]);
  });
});
