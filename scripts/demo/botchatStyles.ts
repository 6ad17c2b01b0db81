// How each demo model talks: phrase templates for its ordinary chats and for the chats that give it away
// (its "tell"), and when the tell starts. All phrases were written for Parley's demo.
import type { DemoSeed } from './botchatSeeds.ts';
import type { Rng } from './rng.ts';

/** The four demo models as BotChat's analysis notebooks spell them, with their conversation-column names. */
export const DEMO_MODELS = [
  { id: 'gpt4', column: 'GPT-4' },
  { id: 'vicuna-13b-v1.5', column: 'Vicuna-13B' },
  { id: 'llama2-7b', column: 'LLaMA2-7B' },
  { id: 'qwen-7b-chat', column: 'Qwen-7B' },
] as const;
export type DemoModelId = (typeof DEMO_MODELS)[number]['id'];

/** Chats in every model conversation (BotChat's N), the first two being the seed. */
export const CONVERSATION_CHATS = 16;

/** Fills `{place}`, `{event}`, `{day}`, `{act}` (and capitalised `{Event}`, `{Place}`) from a seed. */
export function fill(template: string, s: DemoSeed): string {
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  return template
    .replace(/\{place\}/g, s.place)
    .replace(/\{Place\}/g, cap(s.place))
    .replace(/\{event\}/g, s.event)
    .replace(/\{Event\}/g, cap(s.event))
    .replace(/\{day\}/g, s.day)
    .replace(/\{act\}/g, s.act);
}

interface Style {
  /** Builds one ordinary chat from the pools. */
  chat(next: (pool: string) => string, rng: Rng): string;
  /** Draws the first chat (1-based, 3..16) that gives the model away, or null when none does. */
  tellAt(rng: Rng): number | null;
  /** The chats from the tell on, in order (cycled when the conversation is longer). */
  tell: readonly string[];
  /** What the judge writes about the tell; `{ord}` is the chat's ordinal, `{quote}` the chat's opening words. */
  reason: string;
  /** What a pairwise judge says about a conversation of this model that gave itself away. */
  pairReason: string;
}

export const POOLS: Record<string, readonly string[]> = {
  gptReaction: [
    'Ha, fair enough.',
    'Oh, really?',
    'Yeah, I get that.',
    'Mm, true.',
    'No way.',
    'Honestly, same.',
    'Oh nice.',
    'Right?',
    'Hm, maybe.',
    'Ha, I knew it.',
    'Oh, that\u2019s annoying.',
    'Makes sense.',
  ],
  gptContent: [
    'I was at {place} last week and it was packed.',
    '{Event} has been on my mind all day, to be honest.',
    'I keep meaning to {act}, but something always comes up.',
    'Are you still free {day}?',
    'How did {event} go in the end?',
    'We should {act} sometime. It\u2019s been ages.',
    'My sister says {place} is better in the mornings.',
    'I\u2019d rather keep {day} free, though.',
    'Did you tell anyone else about {event}?',
    'I almost forgot about {event}, thanks for reminding me.',
    'Let\u2019s see how we feel {day}.',
    'Want me to check {place} on my way home?',
    'Text me if anything changes.',
    'I need to {act} more often, honestly.',
  ],
  vicunaReaction: [
    'That sounds like fun!',
    'Oh, I know what you mean.',
    'That\u2019s great to hear!',
    'I totally understand.',
    'Really? That\u2019s interesting!',
    'Oh wow, that\u2019s a lot.',
    'Sounds like a plan!',
    'That makes sense.',
  ],
  vicunaContent: [
    'I\u2019ve always wanted to {act}, but I never seem to find the time.',
    '{Event} can be really stressful sometimes, but I\u2019m sure it will work out.',
    'Have you been to {place} recently? I heard they changed a few things.',
    'Maybe we could {act} together {day}? It would be nice to catch up.',
    'I think {day} works for me, as long as I finish work on time.',
    'What are you most looking forward to about {event}?',
    'I went to {place} with some friends once and we had a really good time.',
    'It\u2019s funny how things like {event} always take longer than you think.',
    'Let me know if you need any help with {event}.',
    'I\u2019m a bit nervous about {event}, to be honest.',
  ],
  llamaAction: ['*laughs*', '*smiles*', '*nods*', '*grins*', '*sighs*'],
  llamaReaction: [
    'Oh, totally!',
    'Oh my gosh, yes!',
    'Aww, that\u2019s so sweet!',
    'Hehe, I know, right?',
    'Oh no, that\u2019s terrible!',
    'Wow, that sounds amazing!',
  ],
  llamaContent: [
    'I remember the last time I went to {place}, it was so crowded that I couldn\u2019t even find a place to sit! \ud83d\ude02',
    '{Event} sounds like so much fun! I\u2019m sure it\u2019s going to be amazing, and I can\u2019t wait to hear all about it!',
    'I\u2019ve been meaning to {act} for ages, but life just keeps getting in the way, you know?',
    'Honestly, I think {day} would be perfect for that. It gives us plenty of time to get everything ready!',
    'You\u2019re so right, {event} is such a big deal, and it\u2019s totally normal to feel a little overwhelmed by it.',
    'I love {place}! There\u2019s something about it that just makes me feel so relaxed and happy.',
  ],
  llamaQuestion: [
    'What about you?',
    'Do you have any plans for {day}?',
    'How are you feeling about it?',
    'What do you think?',
  ],
  qwen: [
    'Sounds good.',
    'Yes, I\u2019m free {day}.',
    'Really? Where?',
    'Me too.',
    'Ha, okay.',
    'At {place}.',
    'Sure, why not.',
    'I don\u2019t know yet.',
    'Maybe.',
    'Good idea.',
    'Yes, let\u2019s {act}.',
    'Not really.',
    'That\u2019s nice.',
    'Okay, I\u2019ll ask.',
  ],
};

export const STYLES: Record<DemoModelId, Style> = {
  gpt4: {
    chat: (next) => `${next('gptReaction')} ${next('gptContent')}`,
    tellAt: (rng) => {
      const u = rng.next();
      if (u < 0.55) return null;
      return u < 0.9 ? rng.int(10, 16) : rng.int(6, 9);
    },
    tell: [
      'It\u2019s been really lovely catching up with you. Let\u2019s make {day} happen!',
      'Absolutely, I\u2019m already looking forward to it. Take care until then!',
      'You too! Have a wonderful rest of your day.',
      'Thank you, you as well! Talk soon.',
      'Talk soon! And good luck with {event}.',
      'Thanks so much! Take care, and see you {day}.',
    ],
    reason:
      'The conversation is AI involved, although it is subtle. From the {ord} chat the two speakers trade long, polished farewells ("{quote}") and keep doing so, which feels scripted rather than spontaneous.',
    pairReason: 'the speakers trade long, polished farewells that feel scripted',
  },
  'vicuna-13b-v1.5': {
    chat: (next, rng) =>
      `${next('vicunaReaction')} ${next('vicunaContent')}${rng.chance(0.3) ? ` ${next('vicunaContent')}` : ''}`,
    tellAt: (rng) => {
      const u = rng.next();
      if (u < 0.4) return null;
      return u < 0.85 ? rng.int(7, 15) : rng.int(4, 6);
    },
    tell: [
      'That\u2019s a great idea! It\u2019s always important to make time for the things that make us happy.',
      'Absolutely. Remember, communication is key, and it\u2019s okay to ask for help when you need it.',
      'I completely agree. Taking care of yourself should always be a priority.',
      'That\u2019s the spirit! With a positive attitude, anything is possible.',
      'Exactly! And don\u2019t forget to enjoy the little moments along the way.',
    ],
    reason:
      'The conversation is likely AI involved. Starting from the {ord} chat, the replies turn into generic, overly positive advice ("{quote}") unrelated to what the other speaker just said, which sounds like an assistant rather than two friends chatting.',
    pairReason: 'the replies turn into generic, upbeat advice that no friend would give',
  },
  'llama2-7b': {
    chat: (next, rng) =>
      `${next('llamaAction')} ${next('llamaReaction')} ${next('llamaContent')} ${next('llamaQuestion')}${rng.chance(0.4) ? ' \ud83d\ude0a' : ''}`,
    tellAt: (rng) => {
      const u = rng.next();
      if (u < 0.05) return null;
      return u < 0.85 ? rng.int(3, 5) : rng.int(6, 9);
    },
    tell: [
      'As an AI language model, I don\u2019t have personal experiences, but I can certainly help you think about {event}! Here are a few tips:\n\n1. Plan ahead and give yourself plenty of time.\n2. Make a list of everything you need.\n3. Don\u2019t forget to take breaks!\n\nI hope this helps! Let me know if you have any other questions. \ud83d\ude0a',
      'Thank you for your kind words! I\u2019m just an AI, so I don\u2019t have feelings like humans do, but I\u2019m always happy to chat with you about anything you\u2019d like.',
      'I apologize, but I cannot make plans to meet in person, as I am a computer program. However, I can suggest some fun things to do at {place}! Would you like me to do that?',
      'Of course! Here are some ideas if you want to {act}:\n\n* Start small and be patient with yourself.\n* Invite a friend so it feels less like a chore.\n* Make it part of your weekly routine.\n\nIs there anything else I can help you with today?',
    ],
    reason:
      'The conversation is definitely AI involved. In the {ord} chat, the speaker says "{quote}", which reveals that it is an AI language model; it then answers with numbered tips, as an assistant would.',
    pairReason: 'the speaker says "As an AI language model" and starts listing tips like an assistant',
  },
  'qwen-7b-chat': {
    chat: (next) => next('qwen'),
    tellAt: (rng) => {
      const u = rng.next();
      if (u < 0.15) return null;
      return u < 0.85 ? rng.int(5, 10) : rng.int(11, 14);
    },
    tell: ['Okay, see you {day}.', 'See you!', 'Bye!', 'Bye!', 'Okay.', 'Okay.', 'See you!', 'Bye!'],
    reason:
      'The conversation is AI involved. From the {ord} chat on, the two speakers keep repeating the same short phrases ("{quote}", "See you!", "Bye!"), which is not how people end a conversation.',
    pairReason: 'the speakers keep repeating the same two or three short phrases',
  },
};

/** What the judge says about a human (ground-truth) conversation it wrongly flags. */
export const GT_FLAG_REASON =
  'The conversation may be AI involved. The {ord} chat ("{quote}") sounds stiff and scripted, like a line from a textbook dialogue, and the speakers never drift from the topic.';
export const GT_PAIR_REASON = 'the exchange is stiff and scripted, like a textbook dialogue';

/** Reasons of a Uni-Eval judge that finds no AI. */
export const CLEAN_REASONS = [
  'The conversation is smooth and natural. The speakers use short, casual sentences and react to each other, and I can\u2019t find any evidence of AI involvement.',
  'Both speakers sound like ordinary people: the chats are brief, a little untidy, and follow the earlier turns. I see no sign of an AI.',
  'Nothing here looks generated. The topic moves the way real small talk does and nobody gives advice or lists tips.',
];

/** Reasons of a pairwise judge for which neither conversation looks AI-made. */
export const NEITHER_REASONS = [
  'Both conversations read like real people talking: short turns, casual wording, nothing an assistant would say.',
  'I cannot find a giveaway in either conversation; both are brief and natural.',
];

/** A reason for flagging a conversation whose only fault is being a little too neat (the judge's own noise). */
export const NEAT_REASON = 'every chat answers the previous one a little too neatly';

/** English ordinals for chat numbers 1..16. */
export function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}
