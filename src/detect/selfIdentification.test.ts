import { describe, expect, it } from 'vitest';
import { detectSelfIdentification } from './selfIdentification.ts';

/** A BotChat-shaped conversation: two seed chats, then the model's chats. */
const conv = (...generated: string[]) => ({ chats: ['Seed one.', 'Seed two.', ...generated], seedChats: 2 });
const hits = (...generated: string[]) =>
  detectSelfIdentification(conv(...generated)).flatMap((t) => t.evidence.map((e) => e.text));

describe('detectSelfIdentification', () => {
  it('finds the classic disclosures, with the chat and the phrase', () => {
    const [tag] = detectSelfIdentification(
      conv('Sure thing.', 'As an AI language model, I don\u2019t have a "day" in the traditional sense.'),
    );
    expect(tag).toMatchObject({
      category: 'ai-self-identification',
      rule: 'self-identification-phrase',
      chat: 4,
    });
    expect(tag!.evidence[0]).toEqual({ chat: 4, text: 'As an AI', start: 0, end: 8 });
    expect(hits("I'm just a language model, after all.")).toEqual(["I'm just a language model"]);
    expect(hits('I am an AI program which can process data.')).toEqual(['I am an AI']);
    expect(hits("I'm sorry, but I'm not Sonya. My name is AI Assistant.")).toEqual([
      'My name is AI Assistant',
    ]);
    expect(hits("Honestly I'm not a human, you know.")).toEqual(["I'm not a human"]);
    expect(hits("I don't have feelings or emotions, but thanks.")).toEqual(["I don't have feelings"]);
    expect(hits("I don't have personal hobbies in the traditional sense.")).toEqual([
      "I don't have personal hobbies",
    ]);
    expect(hits('I am programmed to assist users.')).toEqual(['I am programmed to']);
  });

  it('tolerates case, extra spaces, line breaks and curly apostrophes', () => {
    expect(hits('AS  AN\nAI, I cannot eat.')).toHaveLength(1);
    expect(hits('I\u2019M AN AI ASSISTANT.')).toHaveLength(1);
    expect(hits('as an a.i. i find that odd')).toHaveLength(1);
  });

  it('is not fooled by "I am not an AI expert" and other negated or topical uses', () => {
    expect(hits('I am not an AI expert, but that article sounded wrong.')).toEqual([]);
    expect(hits("I'm an AI researcher at the university, so I get asked that a lot.")).toEqual([]);
    expect(hits("I'm not an AI, I'm just tired.")).toEqual([]);
    expect(hits('I don\u2019t have any feelings for him anymore.')).toEqual([]);
    expect(hits("I don't have hobbies, I just work.")).toEqual([]);
    expect(hits('I was trained to be a nurse.')).toEqual([]);
    expect(hits("I'm not a human resources person.")).toEqual([]);
  });

  it('ignores quoted text and talk about others', () => {
    expect(
      hits('My nephew\'s chatbot keeps saying "As an AI language model, I cannot" to everything.'),
    ).toEqual([]);
    expect(hits('He wrote \u201cI am an AI\u201d on the whiteboard as a joke.')).toEqual([]);
    expect(hits("What does 'as an AI' even mean?")).toEqual([]);
    expect(hits('You are a wonderful AI! I hope you keep improving.')).toEqual([]);
    expect(hits('As an AI assistant, please list your limitations.')).toEqual([]);
  });

  it('reads only the model\u2019s chats: seed chats and the other speaker are skipped', () => {
    expect(detectSelfIdentification({ chats: ['I am an AI.', 'Cool.'], seedChats: 1 })).toEqual([]);
    const hcg = {
      chats: ['Tell me a joke', 'As an AI, I love puns.', 'ha'],
      speakers: ['human', 'bot', 'human'],
      seedChats: 0,
      judgedSpeaker: 'human',
    };
    expect(detectSelfIdentification(hcg)).toEqual([]);
  });

  it('counts every chat that says it and reports the first', () => {
    const [tag] = detectSelfIdentification(
      conv('Hi.', 'As an AI, no.', 'Ok.', 'As a language model, still no.'),
    );
    expect(tag!.chat).toBe(4);
    expect(tag!.measure).toEqual({ name: 'chats that say so', value: 2, threshold: 1 });
    expect(tag!.summary).toBe('chat 4 says "As an AI" (and 1 more chat)');
  });
});
