// The source study's own figure images are copied into the site only when judgments of their study (benchmark and
// judge) were read (issue 33: a manifest naming only Meena's and FED's files copied nine HCG images). The rest are
// listed as not read, with why, so the files still reconcile.
import { cp, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../profiles/index.ts';
import { reportTotals } from '../records/report.ts';

const CONTENT = resolve(import.meta.dirname, '../../content');
const SUMMARY = 'hcg/Evaluation/result_summary_oasst';
const GPT4O_IMAGE = `${SUMMARY}/GPT4o_Evaluator/uni_eval_6_turns.png`;
const DEEPSEEK_IMAGE = `${SUMMARY}/DeepSeek_Evaluator/uni_eval.png`;

/** The demo's HCG study and Meena transcript, with two of the study's images: one of a judge read, one not. */
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-images-'));
  await cp(join(CONTENT, 'hcg'), join(dir, 'hcg'), { recursive: true });
  await cp(join(CONTENT, 'meena'), join(dir, 'meena'), { recursive: true });
  for (const image of [GPT4O_IMAGE, DEEPSEEK_IMAGE]) {
    await mkdir(join(dir, image, '..'), { recursive: true });
    await writeFile(join(dir, image), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  }
  return dir;
}

describe("the study's own figure images", () => {
  it('are copied when their judge was read, and listed as not copied when it was not', async () => {
    const data = await readDataset(await folder());
    expect(data.referenceImages.map((r) => r.file)).toEqual([GPT4O_IMAGE]);
    expect(data.report.assets).toEqual([GPT4O_IMAGE]);
    expect(data.report.skipped.find((s) => s.file === DEEPSEEK_IMAGE)?.reason).toBe(
      "the source study's own figure, not copied: no judgment of its study (hcg, judge DeepSeek) was read",
    );
    expect(reportTotals(data.report).filesReconcile).toBe(true);
  });

  it('are not copied when the manifest names only files of another study', async () => {
    const dir = await folder();
    await writeFile(
      join(dir, 'parley.manifest.json'),
      JSON.stringify({ files: [{ path: 'meena/demo.txt', role: 'meena-transcripts' }] }),
    );
    const data = await readDataset(dir);
    expect(data.referenceImages).toEqual([]);
    expect(data.report.assets).toEqual([]);
    expect(data.report.skipped.map((s) => s.file)).toEqual(
      expect.arrayContaining([GPT4O_IMAGE, DEEPSEEK_IMAGE]),
    );
    expect(reportTotals(data.report).filesReconcile).toBe(true);
  });
});
