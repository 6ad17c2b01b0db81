// The method section's model: per benchmark, the prompts and the judge's in-context examples as the study's files
// hold them, and the tables the study printed in its text beside what Parley computes from the data.
import type { TableModel } from '../../../site/viewModel.ts';

export interface MethodTextView {
  title: string;
  text: string;
  /** An example's other fields as written (`choice`, `index`, `reason`). */
  fields: [string, string][];
  /** Where it was read (`README.md:149`). */
  source: string;
}

export interface PublishedTableView {
  /** The table's label as printed (`#round`). */
  label: string;
  /** Download name under data/method/. */
  download: string;
  table: TableModel;
  /** How Parley's column is computed, or why it is empty. */
  method: string;
  /**
   * Where the printed values come from when no file given holds them and Parley shows its profile's reference copy
   * (BenchmarkProfile.referenceCells); absent when the table was read from the data.
   */
  reference?: string;
}

export interface MethodBenchmark {
  benchmark: string;
  title: string;
  /** Path segment of its page: method/<path>/. */
  path: string;
  prompts: MethodTextView[];
  examples: MethodTextView[];
  tables: PublishedTableView[];
}

export interface MethodModel {
  benchmarks: MethodBenchmark[];
}
