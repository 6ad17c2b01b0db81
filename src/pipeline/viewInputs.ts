// What a view's statistics read, named by content: the input-hash cache keys a view by these, so a view is
// recomputed exactly when one of the files its records came from changed (or the settings it uses).
import type { Dataset } from '../records/dataset.ts';

/**
 * The inputs of one (benchmark, judge) view: the hashes of every file that gave it records (its judgments, the
 * benchmark's conversations, published values), the models' display names, the bootstrap settings and the
 * rating model.
 */
export function viewInputs(
  view: { benchmark: string; judge: string },
  records: { source: { file: string } }[][],
  data: Dataset,
  fileHash: (file: string) => string,
): unknown {
  const files = new Set<string>();
  for (const list of records) for (const r of list) files.add(r.source.file);
  for (const list of [data.conversations, data.publishedLeaderboard, data.publishedSummaries])
    for (const r of list as { benchmark: string; source: { file: string } }[])
      if (r.benchmark === view.benchmark) files.add(r.source.file);
  return {
    view,
    files: [...files].sort().map((f) => [f, fileHash(f)]),
    models: data.models.map((m) => [m.id, m.display]),
    judges: data.judges.map((j) => [j.id, j.display]),
    // The source study's images beside a view's figures (their paths only: the files are copied, not read).
    images: data.referenceImages.filter((r) => r.benchmark === view.benchmark).map((r) => r.file),
    bootstrap: data.manifest.bootstrap,
    // The manifest's rating model (absent by default, and then absent from the key).
    ratings: data.manifest.ratings,
  };
}

/** The inputs of a benchmark's chat lengths: the hashes of the files its conversations came from. */
export function conversationInputs(
  benchmark: string,
  data: Dataset,
  fileHash: (file: string) => string,
): unknown {
  const files = new Set<string>();
  for (const c of data.conversations) if (c.benchmark === benchmark) files.add(c.source.file);
  return { benchmark, files: [...files].sort().map((f) => [f, fileHash(f)]) };
}
