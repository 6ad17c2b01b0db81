import { describe, expect, it } from 'vitest';
import { hcgJudgeIndexChat } from './judgeIndex.ts';

describe('hcgJudgeIndexChat', () => {
  it('reads an index within the human utterances as counting them (human utterance k is chat 2k - 1)', () => {
    expect(
      [1, 2, 3].map((k) => hcgJudgeIndexChat(k, 'The second human utterance is too formal.', 6).chat),
    ).toEqual([1, 3, 5]);
    expect(hcgJudgeIndexChat(2, '', 6).reading).toBe('human-utterance');
  });
  it('reads the index as a chat number when the reason names that chat', () => {
    expect(hcgJudgeIndexChat(3, 'The human utterance in the third chat repeats the first.', 6)).toEqual({
      chat: 3,
      reading: 'chat-by-reason',
    });
    expect(hcgJudgeIndexChat(3, 'In chat 3 the question is odd.', 6).chat).toBe(3);
    expect(hcgJudgeIndexChat(5, 'The 5th chat is odd.', 12).chat).toBe(5);
    // "third chat" does not name chat 2: the index counts human utterances.
    expect(hcgJudgeIndexChat(2, 'Unlike the third chat, ...', 6).chat).toBe(3);
  });
  it('reads an index past the human utterances as a chat number when it points at a human chat', () => {
    expect(hcgJudgeIndexChat(5, 'The human utterance is repetitive.', 6)).toEqual({
      chat: 5,
      reading: 'chat',
    });
    expect(hcgJudgeIndexChat(9, '', 12)).toEqual({ chat: 9, reading: 'chat' });
  });
  it('names no chat for an index at a bot chat past the human utterances, or past the dialogue', () => {
    expect(hcgJudgeIndexChat(8, '', 12)).toEqual({ chat: null, reading: 'unknown' });
    expect(hcgJudgeIndexChat(7, '', 6)).toEqual({ chat: null, reading: 'unknown' });
    expect(hcgJudgeIndexChat(4, 'the fourth chat', 6)).toEqual({ chat: null, reading: 'unknown' });
  });
});
