/** JSON for downloads: two-space indent, keys in the order given, non-finite numbers as null, a final newline. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? null : v), 2)}\n`;
}
