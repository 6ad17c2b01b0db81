// What a peer's directory layout says about a file, used only where the content does not say it (a model's
// folder name, a question set's folder): the content decides what a file is, the path may name what it is about.

/** The folders of a path relative to the data directory (the file name left out). */
export function foldersOf(path: string): string[] {
  return path.split('/').slice(0, -1);
}

/** The file name without its extension. */
export function stemOf(path: string): string {
  const base = path.split('/').pop() ?? path;
  return base.replace(/\.[^.]+$/, '');
}

/**
 * The folder that follows `marker` in a path (`data/<bench>/...` gives the bench for marker `data`), or
 * undefined. The last occurrence counts (a peer's repository may sit inside another `data` folder).
 */
export function folderAfter(path: string, marker: string): string | undefined {
  const parts = foldersOf(path);
  const i = parts.lastIndexOf(marker);
  return i >= 0 && i + 1 < parts.length ? parts[i + 1] : undefined;
}

/** The folder just above `child` in a path (`<bench>/model_answer/...` gives the bench for child `model_answer`). */
export function folderBefore(path: string, child: string): string | undefined {
  const parts = foldersOf(path);
  const i = parts.lastIndexOf(child);
  return i > 0 ? parts[i - 1] : undefined;
}
