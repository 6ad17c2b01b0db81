// Reading a manifest: its text to the typed Manifest (src/records/manifest.ts), every problem with its JSON path.
import { ManifestSchema, type Manifest } from '../records/manifest.ts';

export { MANIFEST_NAME, ManifestSchema, type Manifest, type Role } from '../records/manifest.ts';

/** Parses manifest text; every problem is listed with its JSON path. */
export function parseManifest(text: string, file: string): { manifest?: Manifest; errors: string[] } {
  if (text.trim() === '') return { errors: [`${file}: the manifest is empty; write {} for no settings`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { errors: [`${file}: not valid JSON (${(e as Error).message})`] };
  }
  // An id "__proto__" would set the prototype of the parsed record instead of naming a model or judge.
  const reserved: string[] = [];
  for (const section of ['models', 'judges'] as const) {
    const v =
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[section] : undefined;
    if (typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__'))
      reserved.push(
        `${file}: ${section}.__proto__: the id "__proto__" cannot name a ${section === 'models' ? 'model' : 'judge'} (JavaScript reserves it); use another id, with "__proto__" among its aliases`,
      );
  }
  if (reserved.length > 0) return { errors: reserved };
  const r = ManifestSchema.safeParse(json);
  if (r.success) return { manifest: r.data, errors: [] };
  return {
    errors: r.error.issues.map((i) => {
      // A record key that fails its pattern: zod says "Invalid key in record"; the pattern's own message is inside.
      const inner = i.code === 'invalid_key' ? i.issues[0]?.message : undefined;
      return `${file}: ${i.path.length ? i.path.join('.') : '(top level)'}: ${inner ?? i.message}`;
    }),
  };
}
