import { describe, expect, it } from 'vitest';
import { pairChoice, parsePairAnswer, parseUniAnswer } from './judgeAnswer.ts';

describe('parseUniAnswer (BotChat Uni-Eval rules)', () => {
  it('reads "Choice: Yes" with an index as AI from that chat on', () => {
    expect(parseUniAnswer('Choice: Yes\nIndex: 3\nReason: B sounds like an assistant.')).toEqual({
      verdict: 'ai',
      firstAiChat: 3,
      reason: 'B sounds like an assistant.',
    });
  });
  it('reads "Choice: No" with "Index: None" as no AI', () => {
    expect(parseUniAnswer('Choice: No\nIndex: None\nReason: Natural.')).toMatchObject({
      verdict: 'human',
      firstAiChat: null,
    });
  });
  it('accepts decoration around the value (bold, quotes, trailing period) and lower case keys', () => {
    expect(parseUniAnswer('**Choice:** **Yes**\nindex: 5.')).toMatchObject({ verdict: 'ai', firstAiChat: 5 });
    expect(parseUniAnswer('choice: "No".')).toMatchObject({ verdict: 'human' });
  });
  it('keeps "Choice: Yes" with "Index: None" as AI from the start, with a note', () => {
    const a = parseUniAnswer('Choice: Yes\nIndex: None\nReason: hmm');
    expect(a.verdict).toBe('ai');
    expect(a.firstAiChat).toBeNull();
    expect(a.problem).toMatchInlineSnapshot(
      `""Choice: Yes" with "Index: None"; counted as AI from the start"`,
    );
  });
  it('gives unparsed for an answer with no Choice line, quoting what it got', () => {
    const a = parseUniAnswer('I think the second speaker is a bot.');
    expect(a.verdict).toBe('unparsed');
    expect(a.problem).toMatchInlineSnapshot(
      `"no "Choice:" line in the judge's answer (got "I think the second speaker is a bot.")"`,
    );
  });
  it('gives unparsed when two Choice lines disagree', () => {
    const a = parseUniAnswer('Choice: Yes\nIndex: 2\nChoice: No');
    expect(a.verdict).toBe('unparsed');
    expect(a.problem).toMatchInlineSnapshot(`""Choice:" lines disagree (yes, no)"`);
  });
  it('accepts two Choice lines that agree', () => {
    expect(parseUniAnswer('Choice: No\nChoice: No').verdict).toBe('human');
  });
});

describe('parsePairAnswer (BotChat pairwise rules)', () => {
  it('maps "Conversation 1" (conversation 1 is AI) to a win for the model of conversation 2', () => {
    expect(parsePairAnswer('Choice: Conversation 1\nReason: too polite').outcome).toBe('model2');
    expect(parsePairAnswer('Choice: Conversation 2').outcome).toBe('model1');
  });
  it('maps Both to a both-bad tie and Neither to a both-good tie', () => {
    expect(parsePairAnswer('Choice: Both').outcome).toBe('bothbad');
    expect(parsePairAnswer('Choice: Neither').outcome).toBe('tie');
  });
  it('gives unparsed for anything else', () => {
    expect(parsePairAnswer('EM').outcome).toBe('unparsed');
    expect(parsePairAnswer('Choice: Conversation 3').outcome).toBe('unparsed');
    expect(pairChoice('maybe')).toBe('unparsed');
  });
});
