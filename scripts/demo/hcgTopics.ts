// The 12 demo dialogues of the HCG-style data: a person asks an assistant for help (the "real" stand-in),
// and a simulated inquirer ("DemoBot") continues the same start. All text was written for Parley's demo.

export interface HcgTopic {
  summary: string;
  /** What the simulated inquirer asks about, as a noun phrase. */
  subject: string;
  /** The first human turn and the assistant's answer; both dialogue files start with them. */
  q1: string;
  a1: string;
  /** The rest of the real dialogue: human, bot, human, bot. */
  real: [string, string, string, string];
  /** Three short tips the assistant can give the simulated inquirer. */
  tips: [string, string, string];
}

export const HCG_TOPICS: readonly HcgTopic[] = [
  {
    summary: 'You want to get rid of fruit flies in your kitchen and keep them from coming back.',
    subject: 'getting rid of fruit flies',
    q1: 'how do i get rid of fruit flies? they are all over my kitchen',
    a1: 'Fruit flies are drawn to ripe fruit and anything fermenting. A simple trap works well: put a little apple cider vinegar in a jar, add a drop of dish soap, and cover it with plastic wrap with a few small holes poked in it.\n\nAlso check for the source, such as overripe bananas, a damp sponge or the bin.',
    real: [
      'ok the vinegar thing worked a bit. do i need to clean the drain too?',
      'Yes, drains are a common breeding spot. Pour boiling water down the drain, then scrub it with a brush and some baking soda. Repeat for a few days to break their cycle.',
      'cool thanks, will try tonight',
      'Good luck! If they are still around after a week, look for a forgotten potato or onion in a cupboard.',
    ],
    tips: [
      'Keep ripe fruit in the fridge for a week.',
      'Empty the kitchen bin every day.',
      'Rinse bottles and cans before recycling them.',
    ],
  },
  {
    summary: 'You are an adult beginner and want to know how to start learning the guitar.',
    subject: 'learning the guitar as an adult',
    q1: 'Is 35 too old to start learning guitar?',
    a1: 'Not at all. Adults often progress quickly because they practise with a clear goal. Start with a few open chords (G, C, D, E minor) and a simple strumming pattern, and play songs you like as early as possible.',
    real: [
      'My fingers hurt after like 10 minutes though. Is that normal?',
      'Yes, completely normal in the first weeks. Your fingertips will harden. Practise in short sessions, 10 to 15 minutes a few times a day, rather than one long one.',
      'Acoustic or electric for a beginner?',
      'Either works. Electric guitars are easier on the fingers; acoustics need no amplifier. Pick the one that fits the music you want to play, since that keeps you motivated.',
    ],
    tips: [
      'Learn three open chords first.',
      'Practise for ten minutes every day.',
      'Play along with a song you love.',
    ],
  },
  {
    summary: 'Your sourdough starter is not rising and you want to fix it.',
    subject: 'reviving a sourdough starter',
    q1: 'My sourdough starter stopped rising. What am I doing wrong?',
    a1: 'The usual causes are a cold kitchen, feeding too rarely, or flour with little whole grain. Try keeping it somewhere around 24-26 \u00b0C and feeding it twice a day with a mix that includes some whole wheat or rye flour.',
    real: [
      'I keep it near the window, could that be it?',
      'Quite possibly, windows can get cold at night. Move it somewhere steadier, such as on top of the fridge or in the oven with only the light on.',
      'Oven with the light on, genius. How long until it bubbles again?',
      'Usually two to four days of regular feeding. When it doubles within about six hours of a feed, it is ready to bake with.',
    ],
    tips: ['Keep it somewhere warm and steady.', 'Feed it twice a day.', 'Add a spoon of rye flour.'],
  },
  {
    summary: 'You want to choose a first programming language.',
    subject: 'choosing a first programming language',
    q1: 'which programming language should i learn first',
    a1: 'It depends on what you want to build. Python is a popular first choice because its syntax is readable and it is used for automation, data analysis and web back ends. If you mainly want to make websites, JavaScript is the natural start.',
    real: [
      'i want to automate boring stuff at work, like excel files',
      'Then Python is a great fit. Libraries such as openpyxl and pandas can read and write spreadsheets, and you can start with small scripts that rename files or merge reports.',
      'is there a free course you would recommend?',
      'Look for beginner courses that build small practical projects; many universities and community sites publish them for free. The key is to write code every day, even just a little.',
    ],
    tips: [
      'Pick one small task from your week.',
      'Write a few lines of code every day.',
      'Read other people\u2019s short scripts.',
    ],
  },
  {
    summary: 'The leaves of your houseplant are turning yellow and you want to know why.',
    subject: 'caring for a houseplant with yellow leaves',
    q1: 'why are the leaves on my pothos turning yellow',
    a1: 'Yellow leaves on a pothos most often mean overwatering. Let the top few centimetres of soil dry out before watering again, and make sure the pot has drainage holes.',
    real: [
      'theres no hole in the pot lol',
      'That is very likely the problem: water collects at the bottom and the roots start to rot. Repot it into a pot with drainage, and trim any roots that are brown and mushy.',
      'ok. should i cut off the yellow leaves?',
      'Yes, you can snip them off; they will not turn green again. The plant will put its energy into new growth.',
    ],
    tips: [
      'Water only when the soil is dry.',
      'Use a pot with drainage holes.',
      'Give it bright, indirect light.',
    ],
  },
  {
    summary: 'You have a job interview next week and want to prepare for it.',
    subject: 'preparing for a job interview',
    q1: 'I have an interview for a marketing job on Tuesday, any tips?',
    a1: 'Congratulations! Research the company and its recent campaigns, prepare two or three stories about your results (what you did and what changed), and have a few questions ready for them.',
    real: [
      'What if they ask about my weaknesses? I hate that question',
      'Choose a real but manageable weakness and say what you are doing about it, for example that you used to take on too much and now plan your week with clear priorities.',
      'ok that makes sense. should I bring a printed CV?',
      'It does not hurt. Bring two or three copies in a folder; it shows you came prepared.',
    ],
    tips: [
      'Research the company\u2019s recent work.',
      'Prepare three short stories about your results.',
      'Write down two questions for them.',
    ],
  },
  {
    summary: 'You want ideas for a cheap weekend trip.',
    subject: 'planning a cheap weekend trip',
    q1: 'Ideas for a weekend trip that does not cost a fortune?',
    a1: 'A few ideas: a nearby town you can reach by train, a camping trip at a state park, or a hostel in a city with lots of free museums. Travelling outside school holidays also makes a big difference.',
    real: [
      'camping sounds fun but i have zero gear',
      'Many outdoor shops and some parks rent tents and sleeping bags for a weekend at a low price. You could also try a park with cabins, which only need bedding.',
      'cabins!! didnt know that was a thing',
      'Yes, and they are often cheaper than a hotel. Book early, because weekends fill up fast in summer.',
    ],
    tips: [
      'Travel outside the school holidays.',
      'Book trains a few weeks ahead.',
      'Look for free museums and parks.',
    ],
  },
  {
    summary: 'You sleep badly and want practical ways to improve your sleep.',
    subject: 'sleeping better',
    q1: 'I wake up at 3am every night and can\u2019t fall back asleep. help',
    a1: 'That is frustrating. Common culprits are caffeine after lunch, alcohol in the evening, a warm bedroom, and checking your phone when you wake. Try keeping the room cool and dark and the phone out of reach.',
    real: [
      'I do drink coffee at like 4pm...',
      'That could well be it: caffeine stays in your system for many hours. Try moving your last coffee to before noon for two weeks and see if it helps.',
      'two weeks without afternoon coffee, ok, challenge accepted',
      'Good luck! A short walk after lunch can help with the afternoon slump instead.',
    ],
    tips: ['Stop caffeine by noon.', 'Keep the bedroom cool and dark.', 'Get up at the same time every day.'],
  },
  {
    summary: 'You want to understand how compound interest works.',
    subject: 'understanding compound interest',
    q1: 'can someone explain compound interest like im 10',
    a1: 'Imagine you put 100 coins in a jar and every year the jar adds 10% more. After the first year you have 110. The next year you get 10% of 110, which is 11, so you have 121. You earn interest on your interest, and it grows faster and faster.',
    real: [
      'so the earlier you start the better?',
      'Exactly. Time is the biggest factor: money saved at 25 has many more years to grow than money saved at 45.',
      'wow ok that is actually motivating',
      'Even small amounts add up. Setting up an automatic transfer each month makes it easy to keep going.',
    ],
    tips: [
      'Start with a small amount.',
      'Set up an automatic monthly transfer.',
      'Leave the money alone for years.',
    ],
  },
  {
    summary: 'You need to write a cover letter and do not know how to start.',
    subject: 'writing a cover letter',
    q1: 'how do i start a cover letter without sounding cheesy',
    a1: 'Skip the generic opening and start with why this job interests you, or with one concrete achievement that fits the role. For example: "Last year I cut our team\u2019s reporting time in half, and I would love to bring that to your operations team."',
    real: [
      'how long should it be',
      'Keep it under one page, around three or four short paragraphs. Hiring managers skim, so put the most relevant point first.',
      'thank u this helps a lot',
      'Glad to help! Read it aloud once before sending; awkward sentences stand out that way.',
    ],
    tips: ['Open with one concrete achievement.', 'Keep it under one page.', 'Read it aloud before sending.'],
  },
  {
    summary: 'You adopted a cat and want to help it settle into your home.',
    subject: 'helping a new cat settle in',
    q1: 'We just adopted a cat and she is hiding under the bed all day. Is that ok?',
    a1: 'Yes, that is very normal for the first days. Give her one quiet room with food, water, a litter box and a hiding place, and let her come to you in her own time.',
    real: [
      'Should we try to pull her out to cuddle?',
      'Better not; it can make her more afraid. Sit in the room, talk softly, and offer treats near the bed. Most cats start exploring within a week or two.',
      'She ate a treat from my hand this morning!',
      'That is a great sign. Keep the routine calm and predictable, and she will gain confidence quickly.',
    ],
    tips: ['Give her one quiet room first.', 'Let her come to you.', 'Keep feeding times regular.'],
  },
  {
    summary: 'A door in your house squeaks and you want to fix it.',
    subject: 'fixing a squeaky door',
    q1: 'my bedroom door squeaks like crazy, how do i fix it',
    a1: 'Usually the hinges need lubricating. Lift the hinge pins out one at a time, wipe them clean, coat them with a little petroleum jelly or a silicone spray, and tap them back in.',
    real: [
      'can i use olive oil? its all i have',
      'In a pinch it will work for a while, but it can get sticky and attract dust. Petroleum jelly or a proper lubricant lasts much longer.',
      'ok ill grab some vaseline from the bathroom',
      'Perfect, that works well. Open and close the door a few times afterwards to spread it.',
    ],
    tips: [
      'Lubricate one hinge pin at a time.',
      'Wipe off old grime first.',
      'Tighten any loose hinge screws.',
    ],
  },
];

/** Second and third human turns of the simulated inquirer: natural ones, and ones that sound generated. */
export const DEMOBOT_NATURAL = [
  'ok thanks. how long does that usually take?',
  'got it. anything i should avoid doing?',
  'makes sense, ill try that this week',
  'hm ok. is there a cheaper way?',
];
export const DEMOBOT_GENERATED = [
  'Thank you so much for the detailed explanation! Could you elaborate on the most effective strategies for {subject}, and perhaps outline a step-by-step plan that a complete beginner could follow?',
  'That is incredibly helpful! Additionally, I would love to understand the common mistakes people make when it comes to {subject}, as well as any best practices you would recommend.',
  'I appreciate your insights! To further deepen my understanding, could you provide a comprehensive overview of the key factors involved in {subject}?',
];
