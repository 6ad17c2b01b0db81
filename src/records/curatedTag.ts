import { z } from 'zod';
import { CaseLabelSchema } from './badCase.ts';
import { SourceSchema } from './source.ts';

/** A person's tag on one conversation: which category it shows (or that it is a good case), and why. */
export const CuratedTagSchema = z.object({
  /** The conversation's id as Parley prints it on the conversation page (`botchat/MT-7/vicuna-13b-v1.5`). */
  conversationId: z.string().min(1),
  label: CaseLabelSchema,
  /** 1-based chat the tag points at, when the curator named one. */
  chat: z.number().int().positive().optional(),
  /** The curator's note: what to look at. */
  note: z.string().min(1),
  /** Who tagged it, when given. */
  curator: z.string().optional(),
  source: SourceSchema,
});
export type CuratedTag = z.infer<typeof CuratedTagSchema>;
