// JSON for downloads. Deterministic for the same input: keys keep the order in which the caller built the
// object (Parley's builders add them in a fixed order, which reads better than sorted keys: `model` first,
// then the numbers), two-space indent, a final newline. Non-finite numbers become null (JSON has no NaN) and
// -0 becomes 0. Values JSON would silently drop or mangle are refused instead, so nothing is lost unnoticed.

/**
 * Serialises `value` for a download.
 * @throws Error naming the path of a Map, Set, bigint, function or symbol (JSON cannot hold them faithfully).
 * @example stableJson({ model: 'gpt4', rate: NaN }) // '{\n  "model": "gpt4",\n  "rate": null\n}\n'
 */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(check(value, '$'), null, 2)}\n`;
}

function check(v: unknown, path: string): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (Object.is(v, -0) ? 0 : v) : null;
  if (typeof v === 'bigint' || typeof v === 'function' || typeof v === 'symbol')
    throw new Error(`stableJson cannot write a ${typeof v} (at ${path})`);
  if (v === null || typeof v !== 'object') return v;
  if (v instanceof Map || v instanceof Set)
    throw new Error(
      `stableJson cannot write a ${v instanceof Map ? 'Map' : 'Set'} (at ${path}): convert it to an array or object first`,
    );
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map((x, i) => check(x, `${path}[${i}]`));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = check(x, `${path}.${k}`);
  return out;
}
