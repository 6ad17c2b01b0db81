// Every detector on one conversation: the tags of all five categories, in category order.
import type { UniJudgment } from '../records/uniJudgment.ts';
import { detectContextualConfusion } from './contextualConfusion.ts';
import { examinedChats } from './examinedChats.ts';
import { detectExcessiveLength, type LengthThreshold } from './excessiveLength.ts';
import { detectFormalTone } from './formalTone.ts';
import { detectRepetitivePhrasing } from './repetitivePhrasing.ts';
import { detectSelfIdentification } from './selfIdentification.ts';
import type { DetectorInput, Tag } from './tag.ts';

export interface DetectOptions {
  /** The length threshold of the conversation's benchmark (see lengthThreshold). */
  threshold: LengthThreshold;
  /** cl100k tokens of a chat (cached by the caller). */
  tokensOf: (text: string) => number;
  /** The judges' verdicts on this conversation (for contextual confusion); none when not judged. */
  judgments?: readonly Pick<UniJudgment, 'verdict' | 'firstAiChat' | 'judge' | 'reason'>[];
}

/**
 * Runs every detector on a conversation: AI self-identification, contextual confusion (from the judges'
 * reasons), excessive length, formal tone, repetitive phrasing. Pure: the same conversation and options give
 * the same tags.
 */
export function detectBadCases(c: DetectorInput, options: DetectOptions): Tag[] {
  const first = (examinedChats(c)[0] ?? 0) + 1;
  return [
    ...detectSelfIdentification(c),
    ...detectContextualConfusion(options.judgments ?? [], first),
    ...detectExcessiveLength(c, options),
    ...detectFormalTone(c),
    ...detectRepetitivePhrasing(c),
  ];
}
