// Test helper for the peer formats: writes a small tree of files (a peer's layout, or the same files renamed) into
// a fresh temporary directory and reads it with every profile, as `parley check` would.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dataset } from '../../src/records/dataset.ts';
import { formatFinding, formatRejection, reportTotals } from '../../src/records/report.ts';
import { readDataset } from '../../src/profiles/index.ts';

/** Writes the files (path relative to the directory: content) into a new temporary directory; returns its path. */
export async function writeTree(files: Record<string, string | Uint8Array>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'parley-peers-'));
  for (const [name, body] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  return dir;
}

/** Reads a tree written by writeTree: the dataset, every rejection and finding as printed, and the totals. */
export async function readTree(files: Record<string, string | Uint8Array>): Promise<{
  data: Dataset;
  messages: string[];
  roles: Record<string, string>;
  totals: ReturnType<typeof reportTotals>;
}> {
  const data = await readDataset(await writeTree(files));
  const messages = data.report.files.flatMap((f) => [
    ...f.rejections.map(formatRejection),
    ...f.findings.map(formatFinding),
  ]);
  const roles = Object.fromEntries(data.report.files.map((f) => [f.file, f.role]));
  return { data, messages, roles, totals: reportTotals(data.report) };
}

/** JSON lines text of the records. */
export const jsonl = (records: readonly unknown[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
