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
}

/** Spellings compare case-insensitively, ignoring surrounding white space. */
function key(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * Resolves the many spellings of a model to one id. Known models come from BotChat's table and the manifest;
 * `open` benchmarks (Arena-style battles, HCG's file-name models) add a model the first time a name is met,
 * with a path-safe id derived from the name. Everything met is recorded so the site lists what each id covered.
 */
export class ModelRegistry {
  #byAlias = new Map<string, KnownModel>();
  #byId = new Map<string, KnownModel>();
  #seen = new Map<string, Set<string>>();

  constructor(known: readonly KnownModel[] = []) {
    for (const m of known) this.add(m);
  }

  /** Adds or extends a known model (a manifest entry extends a built-in one with more aliases). */
  add(model: KnownModel): void {
    const existing = this.#byId.get(model.id);
    const merged: KnownModel = existing
      ? { ...existing, ...model, aliases: [...existing.aliases, ...model.aliases] }
      : model;
    this.#byId.set(model.id, merged);
    for (const a of [model.id, ...merged.aliases]) this.#byAlias.set(key(a), merged);
  }

  /** The id a spelling resolves to, or undefined when the name is unknown (never guessed). */
  resolve(name: string): string | undefined {
    const m = this.#byAlias.get(key(name));
    if (m) this.#note(m.id, name);
    return m?.id;
  }

  /** Resolves a name, adding it as a new model when unknown (for sources whose names are taken as given). */
  resolveOrAdd(name: string, display = name.trim()): string {
    const found = this.resolve(name);
    if (found !== undefined) return found;
    let id = slugify(name);
    for (let i = 2; this.#byId.has(id); i++) id = `${slugify(name)}-${i}`;
    this.add({ id, display, aliases: [name] });
    this.#note(id, name);
    return id;
  }

  #note(id: string, name: string): void {
    let s = this.#seen.get(id);
    if (!s) this.#seen.set(id, (s = new Set()));
    s.add(name);
  }

  /**
   * Records that a model id was used by a record without a spelling being resolved (BotChat's and HCG's ground
   * truth is written as `GT` by the readers themselves), so it is listed and gets its page.
   */
  markUsed(id: string): void {
    if (!this.#seen.has(id)) this.#note(id, id);
  }

  display(id: string): string {
    return this.#byId.get(id)?.display ?? id;
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
      };
    });
  }
}
