// Reading a manifest: its text to the typed Manifest (src/records/manifest.ts), every problem with its JSON path.
import { ManifestSchema, type Manifest } from '../records/manifest.ts';

export { MANIFEST_NAME, ManifestSchema, type Manifest, type Role } from '../records/manifest.ts';

/** Parses manifest text; every problem is listed with its JSON path. */
export function parseManifest(
  text: string,
  file: string,
  known?: { roles: readonly string[]; modelTables: readonly string[] },
): { manifest?: Manifest; errors: string[] } {
  if (text.trim() === '') return { errors: [`${file}: the manifest is empty; write {} for no settings`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { errors: [`${file}: not valid JSON (${(e as Error).message})`] };
  }
  // An id "__proto__" would set the prototype of the parsed record instead of naming a model or judge.
  const reserved: string[] = [];
  for (const section of ['models', 'judges', 'prices'] as const) {
    const v =
      typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[section] : undefined;
    if (typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__'))
      reserved.push(
        `${file}: ${section}.__proto__: the id "__proto__" cannot name a ${section === 'judges' ? 'judge' : 'model'} (JavaScript reserves it); use another id, with "__proto__" among its aliases`,
      );
  }
  if (reserved.length > 0) return { errors: reserved };
  const r = ManifestSchema.safeParse(json);
  // Roles and model tables are the profiles': a name none of them has is listed with the names that would do.
  const names: string[] = [];
  const files = typeof json === 'object' && json !== null ? (json as { files?: unknown }).files : undefined;
  if (known && Array.isArray(files))
    files.forEach((f: unknown, i) => {
      if (typeof f !== 'object' || f === null) return;
      const role = (f as { role?: unknown }).role;
      if (typeof role === 'string' && !known.roles.includes(role))
        names.push(
          `${file}: files.${i}.role: unknown role ${JSON.stringify(role)}: expected one of ${known.roles.map((k) => JSON.stringify(k)).join('|')}`,
        );
      const table = (f as { modelTable?: unknown }).modelTable;
      if (typeof table === 'string' && !known.modelTables.includes(table))
        names.push(
          `${file}: files.${i}.modelTable: no profile has a model table named ${JSON.stringify(table)} (tables: ${known.modelTables.join(', ')})`,
        );
    });
  if (r.success) return names.length ? { errors: names } : { manifest: r.data, errors: [] };
  return {
    errors: [
      ...names,
      ...r.error.issues.map((i) => {
        // A record key that fails its pattern: zod says "Invalid key in record"; the pattern's own message is inside.
        const inner = i.code === 'invalid_key' ? i.issues[0]?.message : undefined;
        return `${file}: ${i.path.length ? i.path.join('.') : '(top level)'}: ${inner ?? i.message}`;
      }),
    ],
  };
}
