import { z } from 'zod';
import { PreferenceLabelRowSchema } from './preferenceLabel.ts';

/**
 * The JSON Schema (draft 2020-12) of one preference-label row, generated from PreferenceLabelRowSchema as the
 * input it accepts (fields with defaults are optional), as the text of docs/preference-label.schema.json.
 */
export function preferenceLabelJsonSchema(): string {
  const schema = z.toJSONSchema(PreferenceLabelRowSchema, { io: 'input' });
  const { $schema, ...rest } = schema;
  return `${JSON.stringify({ $schema, title: 'Parley preference label', ...rest }, null, 2)}\n`;
}
