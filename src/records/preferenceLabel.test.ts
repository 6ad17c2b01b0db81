// The preference-label layout has one source, its zod schema: the JSON Schema file and the documentation follow it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_LABEL_FIELDS,
  PREFERENCE_REQUIRED_FIELDS,
  PreferenceLabelRowSchema,
} from './preferenceLabel.ts';
import { preferenceLabelJsonSchema } from './preferenceLabelJsonSchema.ts';

const DOCS = join(import.meta.dirname, '../../docs');

describe('the preference-label layout', () => {
  it('docs/preference-label.schema.json is the JSON Schema generated from the zod schema', async () => {
    // On a difference, regenerate with `npx node scripts/preference-schema.ts` and review the change.
    // Compared as JSON: the file is formatted by Prettier, like the rest of the repository.
    const file = JSON.parse(await readFile(join(DOCS, 'preference-label.schema.json'), 'utf8')) as unknown;
    expect(file).toEqual(JSON.parse(preferenceLabelJsonSchema()));
  });

  it('the JSON Schema requires exactly the fields the reader requires', () => {
    const schema = JSON.parse(preferenceLabelJsonSchema()) as { required: string[]; properties: object };
    expect(schema.required).toEqual([...PREFERENCE_REQUIRED_FIELDS]);
    expect(Object.keys(schema.properties)).toEqual(PREFERENCE_LABEL_FIELDS);
    expect(PREFERENCE_REQUIRED_FIELDS).toEqual([
      'task_id',
      'rater_id',
      'character',
      'conversation_id',
      'turn',
      'prompt',
      'prompt_tags',
      'model_a',
      'model_b',
      'response_a',
      'response_b',
    ]);
  });

  it('docs/preference-labels.md documents every column', async () => {
    const doc = await readFile(join(DOCS, 'preference-labels.md'), 'utf8');
    const missing = PREFERENCE_LABEL_FIELDS.filter((f) => !doc.includes(`\`${f}\``));
    expect(missing).toEqual([]);
  });

  it("accepts the guide's spellings and the short forms of the preference, and nothing else", () => {
    const p = PreferenceLabelRowSchema.shape.preference;
    for (const ok of ['A is much better than B', 'Both A and B are bad', 'B1', 'bad', null, undefined])
      expect(p.safeParse(ok).success).toBe(true);
    for (const bad of ['a is much better than b', 'A is way better than B', 'A4', 'BAD', ''])
      expect(p.safeParse(bad).success).toBe(false);
  });
});
