// The hostile-input corpus: every valid example damaged by every byte-level mutation, plus the cases written for
// one reader each (broken cells, special names, hostile text, limits). Generated, never committed as files.
import type { HostileCase } from './hostileCase.ts';
import { readerCases } from './readerCases.ts';
import { tableCases } from './tableCases.ts';
import { workbookCases } from './workbookCases.ts';
import { MUTATION_EXCEPTIONS, TEXT_MUTATIONS } from './textMutations.ts';
import { exampleFiles, VALID_EXAMPLES } from './validExamples.ts';

/** Every valid text example under every mutation that applies to it. */
export function mutationCases(): HostileCase[] {
  const out: HostileCase[] = [];
  for (const e of VALID_EXAMPLES)
    for (const m of TEXT_MUTATIONS) {
      if (!m.applies(e)) continue;
      out.push({
        id: `${e.key}/${m.name}`,
        tries: m.tries,
        ...exampleFiles(e, m.mutate(e)),
        expected: MUTATION_EXCEPTIONS[e.key]?.[m.name] ?? m.expected(e),
      });
    }
  return out;
}

/** The whole corpus of the unit tier (the million-row file and the large bombs are in the corpus tier). */
export async function hostileCorpus(): Promise<HostileCase[]> {
  return [...mutationCases(), ...readerCases(), ...tableCases(), ...(await workbookCases())];
}
