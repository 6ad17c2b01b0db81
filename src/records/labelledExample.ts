import { z } from 'zod';
import { CaseLabelSchema } from './badCase.ts';
import { SourceSchema } from './source.ts';

/**
 * A conversation that a source labelled by hand as an example of one category: BotChat's hand-picked bad and
 * good cases (its `*.md` files), the Meena paper's cross-turn repetition tables. Parley measures its detectors
 * against these labels; they are not conversations of any benchmark run.
 */
export const LabelledExampleSchema = z.object({
  /** Unique id: `<collection>/<file stem>/<n>` (n counts the examples of a file from 1). */
  id: z.string(),
  /** Where the labels come from: `botchat-examples` or `meena-paper`. */
  collection: z.string(),
  label: CaseLabelSchema,
  /** The example's title or caption as printed in the source. */
  title: z.string(),
  chats: z.array(z.string()),
  /** Speaker of each chat, as printed (`A`/`B`, `Human`/`Meena`). */
  speakers: z.array(z.string()),
  /** Leading chats given rather than generated (BotChat's two MuTual seed chats); 0 when none. */
  seedChats: z.number().int().nonnegative(),
  /** The speaker whose turns are the model's, when only one side is (Meena's examples: `Meena`). */
  judgedSpeaker: z.string().optional(),
  /** True when the source left chats out (a `......` row). */
  elided: z.boolean(),
  source: SourceSchema,
});
export type LabelledExample = z.infer<typeof LabelledExampleSchema>;
