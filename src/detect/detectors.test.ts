// Hand-written positive and negative conversations for the length, repetition, formal-tone and confusion
// detectors (self-identification has its own file). Expected values are worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { detectContextualConfusion, confusionPhrase } from './contextualConfusion.ts';
import { detectBadCases } from './detectBadCases.ts';
import { detectExcessiveLength, lengthThreshold, wordCount } from './excessiveLength.ts';
import { detectFormalTone } from './formalTone.ts';
import { detectRepetitivePhrasing } from './repetitivePhrasing.ts';
import { examinedChats } from './examinedChats.ts';

const conv = (...generated: string[]) => ({ chats: ['Seed one.', 'Seed two.', ...generated], seedChats: 2 });
/** A token count for tests: one token a word (so thresholds are easy to work out by hand). */
const tokensOf = (t: string) => wordCount(t);
const words = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');

describe('examinedChats', () => {
  it('skips seed chats, keeps only the judged speaker, and reads ground truth whole', () => {
    expect(examinedChats(conv('a', 'b'))).toEqual([2, 3]);
    expect(examinedChats({ ...conv('a', 'b'), groundTruth: true })).toEqual([0, 1, 2, 3]);
    const hcg = {
      chats: ['q', 'a', 'q2', 'a2'],
      speakers: ['human', 'bot', 'human', 'bot'],
      seedChats: 0,
      judgedSpeaker: 'human',
    };
    expect(examinedChats(hcg)).toEqual([0, 2]);
  });
});

describe('lengthThreshold', () => {
  it("is the 99th percentile of the human chats' tokens (R type 7) and 60 words", () => {
    // 100 chats of 1..100 tokens: h = (100 - 1) * 0.99 = 98.01, so x[98] + 0.01 * (x[99] - x[98]) = 99.01;
    // R: quantile(1:100, 0.99) = 99.01.
    const chats = Array.from({ length: 100 }, (_, i) => i + 1);
    const t = lengthThreshold(chats, (x) => x);
    expect(t.tokens).toBeCloseTo(99.01, 10);
    expect(t).toMatchObject({ words: 60, humanChats: 100 });
    expect(lengthThreshold([], (x: number) => x)).toEqual({ tokens: null, words: 60, humanChats: 0 });
  });
});

describe('detectExcessiveLength', () => {
  const threshold = { tokens: 70, words: 60, humanChats: 1000 };
  it('tags two or more chats over both thresholds, with their numbers', () => {
    const [tag] = detectExcessiveLength(conv('Short.', words(80), words(90), 'ok'), { threshold, tokensOf });
    expect(tag).toMatchObject({ rule: 'long-chats', chat: 4, measure: { value: 2, threshold: 2 } });
    expect(tag!.evidence.map((e) => e.numbers)).toEqual([
      { tokens: 80, words: 80 },
      { tokens: 90, words: 90 },
    ]);
  });
  it('leaves a single long story alone: one long chat among short ones is how people tell stories', () => {
    const story =
      'So last summer my brother and I drove up the coast in his old van, and halfway there the engine ' +
      'started making this awful grinding noise. We pulled into a tiny town where the only mechanic was ' +
      'also the mayor, the postman and, as far as we could tell, the only person who owned a phone. He ' +
      'fixed it in an afternoon, refused to take more than twenty dollars and made us stay for his ' +
      "daughter's birthday barbecue. Best breakdown I ever had.";
    expect(wordCount(story)).toBeGreaterThan(60);
    expect(
      detectExcessiveLength(conv('What happened?', story, 'No way!', 'Haha, true.'), { threshold, tokensOf }),
    ).toEqual([]);
  });
  it('needs both thresholds: a chat over 60 words but under the human 99th percentile is not long', () => {
    expect(detectExcessiveLength(conv(words(65), words(65)), { threshold, tokensOf })).toEqual([]);
    // Without human chats the word limit alone decides (and the summary says so).
    const [tag] = detectExcessiveLength(conv(words(65), words(65)), {
      threshold: { tokens: null, words: 60, humanChats: 0 },
      tokensOf,
    });
    expect(tag!.summary).toContain('no human chats to measure');
  });
  it('tags runaway growth: the last third three times the first third and over the word limit', () => {
    // Six chats of 10, 12, 30, 40, 65, 75 words: thirds of 2, means 11 and 70, ratio 6.4; only 75 is > 70 tokens.
    const tags = detectExcessiveLength(
      conv(words(10), words(12), words(30), words(40), words(65), words(75)),
      { threshold, tokensOf },
    );
    expect(tags.map((t) => t.rule)).toEqual(['runaway-growth']);
    expect(tags[0]).toMatchObject({ chat: 7, measure: { value: 70 / 11, threshold: 3 } });
    // Growth that stays under the word limit is just a conversation warming up.
    expect(
      detectExcessiveLength(conv(words(3), words(4), words(10), words(12), words(20), words(25)), {
        threshold,
        tokensOf,
      }),
    ).toEqual([]);
  });
});

describe('detectRepetitivePhrasing', () => {
  it('finds BotChat-style loops by cross-turn repetition and the repeated opener', () => {
    const tags = detectRepetitivePhrasing(
      conv(
        "You're welcome. Take care.",
        'Thank you. I will.',
        "You're welcome. Take care.",
        'Thank you. I will.',
        "You're welcome. Take care.",
        'Thank you. I will.',
        "You're welcome. Take care.",
      ),
    );
    expect(tags.map((t) => t.rule)).toEqual(['cross-turn-repetition', 'repeated-opener']);
    // Chat 5 is the first to repeat (chat 3); chats 6 to 9 repeat too.
    expect(tags[0]).toMatchObject({ chat: 5, summary: expect.stringContaining('chat 5 repeats chat 3') });
    expect(tags[0]!.evidence.map((e) => e.chat)).toEqual([5, 6, 7, 8, 9]);
    // "you're welcome" opens chats 3, 5, 7, 9: 4 of 7 chats; the tag points at the fourth.
    expect(tags[1]).toMatchObject({ chat: 9, measure: { value: 4 / 7, threshold: 0.25 } });
    expect(tags[1]!.evidence[0]).toEqual({ chat: 3, text: "You're welcome", start: 0, end: 14 });
  });
  it('does not count three replies that open alike (a shop assistant thanking a customer three times)', () => {
    // MuTual's MT-399, in substance: a person's "Thank you" opens 3 of 8 chats.
    const c = {
      chats: [
        'Thank you for calling. What is the name on the account?',
        'Mark Sanchez.',
        'Thank you, Mr Sanchez. What is your email address?',
        "It's mark at example dot com.",
        'Thank you. How may I help you today?',
        'My order has not arrived.',
        'I am sorry to hear that. Do you have the order number?',
        'Yes, it is 855321.',
      ],
      seedChats: 8,
      groundTruth: true,
    };
    expect(detectRepetitivePhrasing(c)).toEqual([]);
  });
  it('does not take one frame with a new word in it for a repetition ("the second story" / "the third story")', () => {
    const people = (...chats: string[]) => ({ chats, seedChats: chats.length, groundTruth: true });
    // MuTual's MT-33 and MT-107: 4 of 5 and 4 of 6 words shared (similarity 0.8 and 0.73), a word swapped on
    // each side.
    expect(
      detectRepetitivePhrasing(
        people(
          'What was the lead story?',
          'An actress in court.',
          'What was the second story?',
          'An actor married.',
          'What was the third story?',
        ),
      ),
    ).toEqual([]);
    expect(
      detectRepetitivePhrasing(
        people('Do you ever go swimming?', 'Oh, yes, a lot.', 'And do you ever go sailing?'),
      ),
    ).toEqual([]);
    // A new place in the same frame is a new turn too (decision 0054): "Japan" and "Paris" are both 4+ letters.
    expect(
      detectRepetitivePhrasing(
        people("I'd love to go to Japan too.", 'Why?', "I'd love to go to Paris too."),
      ),
    ).toEqual([]);
    // Short words varied around the same claim do not make it new (Meena's log, meena-51: "a" and "no").
    const memory = detectRepetitivePhrasing(
      people('I have a photographic memory.', 'Really?', 'No, I have photographic memory.'),
    );
    expect(memory.map((t) => [t.rule, t.chat])).toEqual([['cross-turn-repetition', 3]]);
  });
  it('counts a partial repetition only when the later turn carries the earlier one', () => {
    const people = (...chats: string[]) => ({ chats, seedChats: chats.length, groundTruth: true });
    // MuTual's MT-302: chat 2 holds chat 3 (a line of the file run together): the later, shorter turn is
    // contained in the earlier one, which is not the paper's partial repetition.
    expect(
      detectRepetitivePhrasing(
        people(
          'Good. What is the time?',
          "Half six. Bill said we could go to the bar after dinner. That's nice. Shall we take them anything?",
          "That's nice. Shall we take them anything?",
        ),
      ),
    ).toEqual([]);
    // The Meena paper's table 6: the later turn carries the earlier one whole.
    const joke = detectRepetitivePhrasing(
      people(
        'Because he was outstanding in his field!',
        'Are you a fan of puns?',
        'Yes! I am! Do you know why? Because he was outstanding in his field!',
      ),
    );
    expect(joke.map((t) => [t.rule, t.chat])).toEqual([['cross-turn-repetition', 3]]);
  });
  it('counts a whole sentence said again (8 words or more in order), whatever surrounds it', () => {
    const people = (...chats: string[]) => ({ chats, seedChats: chats.length, groundTruth: true });
    // Mitsuku in the Meena release (mitsuku-42): each turn has a new word, but the shared run is a sentence.
    const said = detectRepetitivePhrasing(
      people(
        "No I don't have it. But I do have an answer to every question.",
        'Do you have a phone?',
        'Where would I get it? But I do have an answer to every question.',
      ),
    );
    expect(said.map((t) => [t.rule, t.chat])).toEqual([['cross-turn-repetition', 3]]);
  });
});

describe('detectFormalTone', () => {
  it('tags an assistant register as a rate of markers per chat', () => {
    const [tag] = detectFormalTone(
      conv(
        "It's important to stay hydrated. Additionally, stretching helps.",
        'Great, thanks!',
        "Here are some tips:\n- Sleep well\n- Eat well\nFeel free to ask if you'd like more.",
        'Sure.',
      ),
    );
    // Markers: advice formula, connective (chat 3); two list items and "feel free to" (chat 5): 5 in 4 chats.
    expect(tag).toMatchObject({ rule: 'formal-markers', chat: 5, measure: { value: 5 / 4, threshold: 0.3 } });
    expect(tag!.evidence.map((e) => e.text)).toEqual([
      "It's important to",
      'Additionally,',
      '- Sleep well',
      '- Eat well',
      'Feel free to',
    ]);
  });
  it('does not tag a casual chat, a single stray marker, or markers inside quotes', () => {
    expect(detectFormalTone(conv('lol same', 'Overall, fine I guess. You?', 'meh', 'ok cool'))).toEqual([]);
    expect(
      detectFormalTone(
        conv(
          'My boss ends every mail with "Additionally, feel free to reach out. Best regards" lol',
          'ha',
          'classic',
          'yep',
        ),
      ),
    ).toEqual([]);
  });
});

describe('detectContextualConfusion', () => {
  it("tags the judge's first AI chat when its reason says a reply is unrelated", () => {
    const [tag] = detectContextualConfusion(
      [
        {
          verdict: 'ai',
          firstAiChat: 5,
          judge: 'gpt-4',
          reason: 'Chats 1-4 are fine. Chat 5 is unrelated to the taxi ride and reads like a test.',
        },
      ],
      3,
    );
    expect(tag).toMatchObject({ category: 'contextual-confusion', rule: 'judge-reason', chat: 5 });
    expect(tag!.evidence).toEqual([
      { chat: 5, text: 'Chat 5 is unrelated to the taxi ride and reads like a test.', judge: 'gpt-4' },
    ]);
  });
  it('ignores negated mentions, other kinds of AI tells, and human verdicts', () => {
    expect(confusionPhrase('There are no abrupt topic changes or repetitions.')).toBeUndefined();
    expect(confusionPhrase('The replies are not unrelated, just dull.')).toBeUndefined();
    expect(confusionPhrase('The reply does not make sense here.')).toBe('does not make sense');
    expect(confusionPhrase('The tone is formal, but the topic shifts abruptly to cars.')).toBeUndefined();
    expect(confusionPhrase('It abruptly changes the topic to cars.')).toBe('abruptly changes the topic');
    expect(
      detectContextualConfusion(
        [
          { verdict: 'ai', firstAiChat: 3, judge: 'j', reason: 'The replies are too long and formal.' },
          {
            verdict: 'human',
            firstAiChat: null,
            judge: 'k',
            reason: 'Chat 4 seems unrelated, but people do that.',
          },
        ],
        3,
      ),
    ).toEqual([]);
  });
});

describe('detectBadCases', () => {
  it('runs every detector and returns the tags in category order', () => {
    const tags = detectBadCases(
      conv(
        'As an AI, I cannot.',
        'Is there anything else? Feel free to ask. Additionally, hi.',
        'As an AI, I cannot.',
      ),
      {
        threshold: { tokens: 100, words: 60, humanChats: 10 },
        tokensOf,
        judgments: [
          { verdict: 'ai', firstAiChat: 3, judge: 'j', reason: 'Chat 3 is irrelevant to the seed.' },
        ],
      },
    );
    expect(tags.map((t) => `${t.category}/${t.rule}`)).toEqual([
      'ai-self-identification/self-identification-phrase',
      'contextual-confusion/judge-reason',
      'formal-tone/formal-markers',
      'repetitive-phrasing/cross-turn-repetition',
    ]);
  });
});
