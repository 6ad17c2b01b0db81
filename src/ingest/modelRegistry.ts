import { GROUND_TRUTH, slugify } from '../records/ids.ts';
import type { ModelInfo } from '../records/model.ts';

export { GROUND_TRUTH, slugify };

/** A model known to Parley ahead of the data: its id, display name and the spellings that mean it. */
export interface KnownModel {
  id: string;
  display: string;
  aliases: readonly string[];
  isGroundTruth?: boolean;
  link?: string;
  /** The profile whose files may use these spellings (a table of its own); absent: any file (the manifest's). */
  scope?: string;
}

/** Spellings compare case-insensitively, ignoring surrounding white space. */
function key(name: string): string {
  return name.trim().toLowerCase();
}

/** A spelling reduced to its letters and digits, for suggestions (`GPT-4` and `gpt4` meet). */
function loose(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Edit distance between two short strings (Levenshtein), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

/** Where names are being resolved: the file, and the benchmark its records belong to. */
export interface NameSite {
  file: string;
  benchmark?: string;
}

/**
 * A name that is really ambiguous across the data (decision 0121), for the report: a note on the file where the
 * ambiguity showed, never a problem.
 */
export interface ModelNameNote {
  file: string;
  message: string;
}

/** How the files of one profile resolve model names: its own table, the manifest's, and names taken as given. */
export interface ModelResolver {
  /** The id a spelling resolves to (the manifest's models, then the scope's table), or undefined: never guessed. */
  resolve(name: string): string | undefined;
  /**
   * Resolves a name, adding it as a model of its own when unknown (for sources whose names are taken as given):
   * a name that is a model table's id (BotChat's `gpt4`) is that model, whichever benchmark's file names it;
   * otherwise its id is its slug, and its display name the spelling, exactly (spellings that differ only in case
   * or surrounding space are one model). A different name whose slug is taken is kept apart (`<slug>-2`) and noted.
   */
  resolveOrAdd(name: string, display?: string): string;
  /** For names that are Parley's own ids (counts files): a known id is that model; else as resolveOrAdd. */
  resolveIdOrAdd(name: string): string;
  /** Spellings close to an unknown name, each with the model it means: for "did you mean" messages. */
  suggest(name: string): { spelling: string; id: string }[];
  /** Records that a model id was used by a record without a spelling being resolved (`GT`). */
  markUsed(id: string): void;
}

/**
 * Resolves the many spellings of a model to one id, across every benchmark of the data (decision 0121). The
 * manifest's models apply to every file. A profile's own table (BotChat's spellings) applies only to that
 * profile's files: the resolver of a scope (`scope`) uses it, and another study's `vicuna-13b` stays `vicuna-13b`.
 * A name is one model wherever it appears: names taken as given (battles, the peers' files, HCG's inquirers) are
 * one model per spelling across all files, and a name that is a table's id (`gpt4`, `vicuna-13b-v1.5`) is the
 * table's model. Only real ambiguity is reported, as notes (`nameNotes`): one name read as two models (a table's
 * spelling that means another model elsewhere), two names that would make one id, a manifest that maps one name to
 * two models. Everything met is recorded so the site lists what each id covered, and in which benchmark.
 */
export class ModelRegistry {
  #byId = new Map<string, KnownModel>();
  #manifest = new Map<string, KnownModel>();
  #open = new Map<string, string>();
  #reserved = new Map<string, KnownModel>();
  /** Table models by the key of their id: a name taken as given that is one of these ids is that model. */
  #reservedByKey = new Map<string, KnownModel>();
  #seen = new Map<string, Set<string>>();
  /** Where each spelling (by key) was first met as each id, in the order met. */
  #met = new Map<string, Map<string, { name: string; site: NameSite | undefined }>>();
  /** Per id, per benchmark, the spellings its files use. */
  #spelled = new Map<string, Map<string, Set<string>>>();
  /** Names kept apart from another name's id, with where. */
  #apart: { name: string; id: string; holder: string; site: NameSite | undefined }[] = [];
  /** Manifest spellings given to two models: the key, the model kept (the first entry) and the other. */
  #manifestTwice = new Map<string, { kept: string; other: string; spelling: string }>();

  /**
   * `manifest`: models every file may name. `tables`: every profile's table, whose ids are reserved for it. A
   * model given as `known` alone (tests) applies everywhere, as a manifest model does.
   */
  constructor(manifest: readonly KnownModel[] = [], tables: readonly (readonly KnownModel[])[] = []) {
    for (const m of manifest) this.add(m);
    for (const t of tables)
      for (const m of t)
        if (!this.#reserved.has(m.id)) {
          this.#reserved.set(m.id, m);
          if (!this.#reservedByKey.has(key(m.id))) this.#reservedByKey.set(key(m.id), m);
        }
  }

  /** Adds or extends a model every file may name (a manifest entry extends a table's model with more aliases). */
  add(model: KnownModel): void {
    const existing = this.#byId.get(model.id) ?? this.#reserved.get(model.id);
    const merged: KnownModel = existing
      ? { ...existing, ...model, aliases: [...existing.aliases, ...model.aliases] }
      : model;
    this.#byId.set(model.id, merged);
    for (const a of [model.id, ...merged.aliases]) {
      const held = this.#manifest.get(key(a));
      // One spelling given to two models: the first entry keeps it (the read does not depend on a guess), noted.
      if (held && held.id !== model.id) {
        if (!this.#manifestTwice.has(key(a)))
          this.#manifestTwice.set(key(a), { kept: held.id, other: model.id, spelling: a });
        continue;
      }
      this.#manifest.set(key(a), merged);
    }
  }

  /**
   * The resolver for files of one scope: `table` is the profile's own spellings (empty: names as given); `site`
   * says which file (and benchmark) the names come from, for the notes and the per-benchmark spellings.
   */
  scope(table: readonly KnownModel[] = [], site?: NameSite): ModelResolver {
    const byAlias = new Map<string, KnownModel>();
    for (const m of table) for (const a of [m.id, ...m.aliases]) byAlias.set(key(a), m);
    const resolve = (name: string): string | undefined => {
      const m = this.#manifest.get(key(name)) ?? byAlias.get(key(name));
      if (!m) return undefined;
      if (!this.#byId.has(m.id)) this.#byId.set(m.id, m);
      this.#note(m.id, name, site);
      return m.id;
    };
    const resolveOrAdd = (name: string, display = name.trim()): string => {
      const found = resolve(name) ?? this.#open.get(key(name)) ?? this.#tableId(name);
      if (found !== undefined) {
        this.#note(found, name, site);
        return found;
      }
      let id = slugify(name);
      for (let i = 2; this.#byId.has(id) || this.#reserved.has(id); i++) id = `${slugify(name)}-${i}`;
      if (id !== slugify(name)) this.#apart.push({ name: name.trim(), id, holder: slugify(name), site });
      this.#byId.set(id, { id, display, aliases: [name] });
      this.#open.set(key(name), id);
      this.#note(id, name, site);
      return id;
    };
    return {
      resolve,
      resolveOrAdd,
      resolveIdOrAdd: (name) => {
        const m = this.#byId.get(name.trim()) ?? this.#reserved.get(name.trim());
        if (!m) return resolveOrAdd(name);
        if (!this.#byId.has(m.id)) this.#byId.set(m.id, m);
        this.#note(m.id, name, site);
        return m.id;
      },
      suggest: (name) => this.#suggest(name, byAlias),
      markUsed: (id) => this.markUsed(id),
    };
  }

  /** The table model whose id is this name (case and surrounding space aside), made a model of the data. */
  #tableId(name: string): string | undefined {
    const m = this.#reservedByKey.get(key(name));
    if (!m) return undefined;
    if (!this.#byId.has(m.id)) this.#byId.set(m.id, m);
    return m.id;
  }

  #suggest(name: string, table: ReadonlyMap<string, KnownModel>): { spelling: string; id: string }[] {
    const spellings = new Map<string, string>();
    for (const m of [...table.values(), ...this.#manifest.values()])
      for (const a of [m.id, ...m.aliases]) if (!spellings.has(a)) spellings.set(a, m.id);
    const target = loose(name);
    const max = Math.max(1, Math.min(3, Math.floor(target.length / 4)));
    return [...spellings.entries()]
      .map(([spelling, id]) => {
        const l = loose(spelling);
        const d = l === target ? 0 : l.includes(target) || target.includes(l) ? 1 : distance(l, target, max);
        return { spelling, id, d };
      })
      .filter((c) => c.d <= max && target.length > 0)
      .filter((c, _, all) => c.d === 0 || !all.some((o) => o.d === 0))
      .sort((a, b) => a.d - b.d || (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0))
      .filter((c, i, all) => all.findIndex((o) => o.id === c.id) === i)
      .slice(0, 3)
      .map(({ spelling, id }) => ({ spelling, id }));
  }

  #note(id: string, name: string, site?: NameSite): void {
    let s = this.#seen.get(id);
    if (!s) this.#seen.set(id, (s = new Set()));
    s.add(name);
    let ids = this.#met.get(key(name));
    if (!ids) this.#met.set(key(name), (ids = new Map()));
    if (!ids.has(id)) ids.set(id, { name, site });
    if (site?.benchmark !== undefined) {
      let by = this.#spelled.get(id);
      if (!by) this.#spelled.set(id, (by = new Map()));
      let names = by.get(site.benchmark);
      if (!names) by.set(site.benchmark, (names = new Set()));
      names.add(name);
    }
  }

  /**
   * Records that a model id was used by a record without a spelling being resolved (BotChat's and HCG's ground
   * truth is written as `GT` by the readers themselves), so it is listed and gets its page.
   */
  markUsed(id: string): void {
    if (!this.#byId.has(id) && this.#reserved.has(id)) this.#byId.set(id, this.#reserved.get(id)!);
    if (!this.#seen.has(id)) this.#note(id, id);
  }

  display(id: string): string {
    return this.#byId.get(id)?.display ?? id;
  }

  /**
   * The names that are really ambiguous (decision 0121), each as a note on the file where it showed, in the order
   * met: one name read as two models (a table's spelling that means another model in another benchmark's files);
   * a name kept apart because another name has its id; a spelling the manifest gives to two models, once met.
   */
  nameNotes(): ModelNameNote[] {
    const out: ModelNameNote[] = [];
    const where = (site: NameSite | undefined) =>
      site ? `${site.file}${site.benchmark ? ` (${site.benchmark})` : ''}` : 'a record';
    const shown = (id: string) => `${this.display(id)} (id ${id})`;
    for (const [k, ids] of this.#met) {
      const twice = this.#manifestTwice.get(k);
      if (twice) {
        const first = [...ids.values()][0]!;
        out.push({
          file: first.site?.file ?? '',
          message: `the manifest gives the name "${twice.spelling}" to two models, ${shown(twice.kept)} and ${shown(twice.other)}: read as ${twice.kept} (its first entry); keep the spelling under one model`,
        });
      }
      if (ids.size < 2) continue;
      const places = [...ids.entries()];
      const [, last] = places[places.length - 1]!;
      out.push({
        file: last.site?.file ?? '',
        message: `the name "${last.name.trim()}" is read as ${places.length} models: ${places
          .map(([id, p]) => `${shown(id)} in ${where(p.site)}`)
          .join(
            ', ',
          )}; a model table's spelling means its own model in that table's files only. If they are one model, give it one entry in the manifest's models with this spelling among its aliases`,
      });
    }
    for (const a of this.#apart)
      out.push({
        file: a.site?.file ?? '',
        message: `the names "${a.name}" and ${[...(this.#seen.get(a.holder) ?? [a.holder])].map((n) => `"${n.trim()}"`).join(', ')} make the same id (${a.holder}) but are different names: "${a.name}" is kept apart as ${a.id}. If they are one model, give it one entry in the manifest's models with both spellings`,
      });
    return out;
  }

  /** Per benchmark, the spellings its files used for a model (benchmarks and spellings sorted). */
  spellings(id: string): { benchmark: string; spellings: string[] }[] {
    return [...(this.#spelled.get(id) ?? new Map<string, Set<string>>())]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([benchmark, names]) => ({ benchmark, spellings: [...names].sort() }));
  }

  /** Every model met in the inputs, sorted by id, with the spellings met. */
  models(): ModelInfo[] {
    return [...this.#seen.keys()].sort().map((id) => {
      const m = this.#byId.get(id);
      return {
        id,
        display: m?.display ?? id,
        aliases: [...(this.#seen.get(id) ?? [])].sort(),
        isGroundTruth: m?.isGroundTruth === true,
        ...(m?.link ? { link: m.link } : {}),
        ...(this.#spelled.has(id) ? { spelledIn: this.spellings(id) } : {}),
      };
    });
  }
}
