// Ids every room shares: the ground-truth side's id and the path-safe form of any name.

/** The id of the ground-truth (human) side in every benchmark. */
export const GROUND_TRUTH = 'GT';

/**
 * Turns an arbitrary name into an id that is safe as a URL path segment: `[A-Za-z0-9._-]`, never `.` or `..`,
 * never empty. Different names can meet on one slug; the registry makes ids unique.
 */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+$/, '')
    .slice(0, 80);
  return s === '' ? 'model' : s;
}
