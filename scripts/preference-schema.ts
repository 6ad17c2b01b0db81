// Writes docs/preference-label.schema.json from the zod schema of the preference-label layout, the single
// source (src/records/preferenceLabel.ts), formatted as Prettier formats the repository. A unit test fails when
// the committed file and the schema differ.
//
//   npx node scripts/preference-schema.ts
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { preferenceLabelJsonSchema } from '../src/records/preferenceLabelJsonSchema.ts';

const out = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'docs/preference-label.schema.json');
const config = (await resolveConfig(out)) ?? {};
await writeFile(out, await format(preferenceLabelJsonSchema(), { ...config, parser: 'json' }));
process.stderr.write(`wrote ${out}\n`);
