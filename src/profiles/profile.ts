// A benchmark profile: everything particular to one benchmark, declared once. The reading machinery
// (src/ingest), the statistics (src/stats) and the pipeline (src/pipeline) know no benchmark; they take what the
// profiles declare. docs/adding-a-benchmark.md walks through writing one.
import type { LinkStep, RoleSpec } from '../ingest/roles.ts';
import type { KnownModel } from '../ingest/modelRegistry.ts';

export interface BenchmarkProfile {
  /** The benchmark's id as records carry it (`botchat`, `hcg`); path-safe. */
  id: string;
  /** The name pages show. */
  title: string;
  /** A short name, where a label has little room. */
  shortTitle: string;
  /** Its input files: how each is recognised by content, and read. */
  roles: readonly RoleSpec[];
  /**
   * The model spellings of this benchmark's own files, resolved to one id each. They apply to this profile's
   * files only (or to any input whose manifest asks for them): another study's `vicuna-13b` stays `vicuna-13b`.
   */
  models?: readonly KnownModel[];
  /** Judges known ahead of the data: the id as the files spell it, and the name pages show. */
  judges?: Readonly<Record<string, string>>;
  /** Steps run once every file is read: links between this benchmark's records, checks across its files. */
  link?: readonly LinkStep[];
}
