// The 30 demo seeds of the BotChat-style data: an invented everyday dialogue each (the "ground truth"), and the
// words the model continuations fill into their phrase templates. All text was written for Parley's demo.

export interface DemoSeed {
  /** `MT-1` .. `MT-30`. */
  id: string;
  /** The human dialogue; its first two chats are the seed every model continues. */
  gt: string[];
  /** Template words: a place, an event (`the interview`), a day, and something to do (base verb phrase). */
  place: string;
  event: string;
  day: string;
  act: string;
}

const S = (n: number, place: string, event: string, day: string, act: string, gt: string[]): DemoSeed => ({
  id: `MT-${n}`,
  gt,
  place,
  event,
  day,
  act,
});

export const DEMO_SEEDS: readonly DemoSeed[] = [
  S(1, 'the bakery on Mill Road', 'the birthday party', 'Saturday', 'bake something', [
    'Did you order the cake yet?',
    'Not yet. I keep changing my mind between lemon and chocolate.',
    'Get chocolate. Nobody ever complains about chocolate.',
    'True. I\u2019ll call them this afternoon, then.',
  ]),
  S(2, 'the gym', 'the new schedule', 'Monday', 'go swimming', [
    'Is the pool open early on weekdays?',
    'From six, I think. I saw the sign last week.',
  ]),
  S(3, 'the train station', 'the trip to the coast', 'Friday', 'take the train', [
    'Excuse me, is this the platform for the 9:15 to Brighton?',
    'It was, but they moved it to platform four this morning.',
    'Oh no. How long do I have?',
    'About six minutes. You\u2019ll make it if you take the stairs.',
    'Thanks so much. Are you going that way too?',
    'No, I\u2019m waiting for my sister. She\u2019s on the one coming in.',
    'Well, I hope she\u2019s on time. Thanks again!',
  ]),
  S(4, 'the library', 'the exam', 'Thursday', 'study together', [
    'You look exhausted. Were you up late?',
    'Till two. The exam is tomorrow and I\u2019m nowhere near ready.',
    'Want me to quiz you at lunch?',
  ]),
  S(5, 'the dentist', 'the appointment', 'Wednesday', 'reschedule things', [
    'Hello, I\u2019d like to move my appointment on Wednesday, if possible.',
    'Of course. Can I have your name, please?',
    'It\u2019s Laura Finch. F-I-N-C-H.',
    'Thanks, Ms. Finch. Would Friday at ten work for you?',
    'Friday at ten is perfect.',
  ]),
  S(6, 'the market', 'the dinner', 'Sunday', 'cook together', [
    'What should we bring to your parents\u2019 place?',
    'Maybe some flowers. Mom loves tulips.',
  ]),
  S(7, 'my cousin\u2019s flat', 'the website thing', 'tonight', 'fix the computer', [
    'Can you take a look at my cousin\u2019s website? Something is wrong with it.',
    'Sure, what does it do?',
    'The page just shows strange code at the top instead of the menu.',
    'Sounds like he pasted something into the wrong box. Send me the link.',
  ]),
  S(8, 'the hardware store', 'the paint job', 'this weekend', 'paint the kitchen', [
    'Which color did you pick for the kitchen in the end?',
    'A pale green. My husband wanted grey, but I won.',
    'Green will look lovely with the wooden table.',
  ]),
  S(9, 'the office', 'the interview', 'Tuesday', 'grab a coffee', [
    'So how did the interview go?',
    'Better than I expected, actually. They were really friendly.',
    'That\u2019s great! What kind of questions did they ask?',
    'Mostly about my last job. And one weird one about my favorite animal.',
    'Ha! What did you say?',
    'An octopus. I panicked.',
    'That\u2019s actually a good answer. Smart, flexible...',
    'That\u2019s what I told them afterwards. They laughed, at least.',
    'When will they let you know?',
    'By the end of next week, they said.',
  ]),
  S(10, 'the park', 'the picnic', 'Sunday', 'go for a walk', [
    'The forecast says rain on Sunday. Should we cancel the picnic?',
    'Let\u2019s wait until Saturday night. It changes all the time.',
    'Fair enough. But if it rains, we could do it at my place.',
    'Indoor picnic? I like that.',
    'We can put the blanket on the living room floor.',
    'The kids will love it, honestly.',
  ]),
  S(11, 'the post office', 'the parcel', 'tomorrow', 'send a letter', [
    'Did my package arrive while I was out?',
    'Yes, I left it with the neighbor downstairs.',
  ]),
  S(12, 'the bus stop', 'the commute', 'Monday', 'ride a bike', [
    'Has the number 12 come by yet?',
    'About five minutes ago, sorry. The next one is in twenty.',
    'Ugh. I\u2019ll walk, then.',
  ]),
  S(13, 'the new restaurant', 'the anniversary dinner', 'Friday night', 'try the new restaurant', [
    'I booked a table at that new Thai place for Friday.',
    'The one next to the cinema? I heard it\u2019s hard to get in.',
    'I called the minute they opened. Eight o\u2019clock.',
    'You\u2019re amazing. It\u2019s been a long week.',
    'I know. You deserve a night off.',
    'Should I dress up, or is it casual?',
    'Casual, I think. But you can wear the blue dress if you want.',
    'Then I\u2019m wearing the blue dress.',
  ]),
  S(14, 'the pharmacy', 'the cold', 'today', 'get some rest', [
    'Do you have anything for a sore throat?',
    'These lozenges work well. Are you taking anything else?',
  ]),
  S(15, 'the apartment', 'the move', 'next month', 'look at apartments', [
    'Have you found a new apartment yet?',
    'I saw one yesterday. It\u2019s small, but the light is amazing.',
    'How much is the rent?',
    'A bit more than I pay now. Not crazy, though.',
    'And the neighborhood?',
    'Quiet. There\u2019s a park across the street.',
    'That sounds perfect for you. When can you move in?',
    'The first of next month, if I sign this week.',
    'So what\u2019s stopping you?',
    'I guess I\u2019m scared of the commute. It\u2019s forty minutes by bus.',
    'You could read on the bus. You always say you have no time to read.',
    'Ha. You\u2019re right, I do say that.',
  ]),
  S(16, 'the cinema', 'the film', 'Saturday night', 'watch a movie', [
    'Did you like the film?',
    'The ending was a bit strange, but the music was great.',
    'I fell asleep halfway through, to be honest.',
  ]),
  S(17, 'the garage', 'the car repair', 'Thursday', 'fix the car', [
    'The car is making that noise again.',
    'The clicking one? I thought the garage fixed it.',
    'They said it was the brakes. Clearly it wasn\u2019t.',
    'Take it back. They should look at it for free.',
  ]),
  S(18, 'the bookshop', 'the book club', 'Wednesday', 'read more', [
    'Have you finished the book for the club?',
    'Almost. Two chapters to go.',
  ]),
  S(19, 'the hotel', 'the holiday', 'August', 'plan a trip', [
    'Good evening. I have a reservation under the name Patel.',
    'Welcome, Mr. Patel. Two nights, is that right?',
    'Actually, could I make it three?',
    'Let me check. Yes, we have the room until Sunday.',
    'Wonderful. And is breakfast included?',
  ]),
  S(20, 'the coffee shop', 'the meeting', 'tomorrow morning', 'grab a coffee', [
    'Is this seat taken?',
    'No, go ahead. I\u2019m just waiting for a friend.',
    'Thanks. It\u2019s so busy in here today.',
  ]),
  S(21, 'the community garden', 'the garden project', 'every Saturday', 'grow vegetables', [
    'Your tomatoes look amazing this year.',
    'Thanks! I finally figured out the watering.',
    'What was the trick?',
    'Less water, but deeper. Every three days instead of every day.',
    'Huh. I\u2019ve been drowning mine, then.',
    'Probably. Are the leaves going yellow?',
    'Some of them, yes.',
    'That\u2019s usually too much water. Let them dry out a bit.',
    'I\u2019ll try that. Do you ever grow peppers?',
    'I tried last year. They never turned red.',
    'Mine neither. Maybe it\u2019s not sunny enough here.',
    'Could be. The plot by the fence gets more sun.',
    'Is anyone using it?',
    'I don\u2019t think so. Ask Margaret, she keeps the list.',
    'I will. Thanks for the tip!',
  ]),
  S(22, 'the airport', 'the flight', 'Tuesday', 'travel light', [
    'Your flight is delayed by an hour, I\u2019m afraid.',
    'Again? It was delayed last time too.',
  ]),
  S(23, 'the school', 'the parents\u2019 evening', 'Thursday evening', 'help with homework', [
    'How was parents\u2019 evening?',
    'Mostly good. Her math teacher says she talks too much in class.',
    'Well, she gets that from you.',
    'Very funny. Her English is excellent, though.',
    'That doesn\u2019t surprise me. She reads all the time.',
    'The teacher wants her to join the school paper.',
    'Would she want to?',
    'She was thrilled. She already has an idea for a story.',
    'About what?',
  ]),
  S(24, 'the supermarket', 'the shopping', 'tonight', 'make dinner', [
    'Do we need milk?',
    'Yes, and eggs. We\u2019re out of both.',
    'Anything else? I\u2019m at the checkout.',
  ]),
  S(25, 'the concert hall', 'the concert', 'Saturday', 'go to a concert', [
    'I have two tickets for the concert on Saturday. Want to come?',
    'Who\u2019s playing?',
    'A jazz trio from Lisbon. My colleague says they\u2019re brilliant.',
    'I don\u2019t know much about jazz, but sure, why not.',
    'Great. It starts at eight, so dinner first?',
    'Deal. You pick the place.',
  ]),
  S(26, 'the vet', 'the check-up', 'Friday', 'walk the dog', [
    'Is Max feeling better?',
    'Much better. The vet says it was just something he ate.',
  ]),
  S(27, 'the theater', 'the school play', 'next Friday', 'rehearse lines', [
    'Did you get the part?',
    'I did! I\u2019m playing the grandmother.',
    'The grandmother? You\u2019re nineteen.',
    'I know. They said I have an old soul.',
    'Do you have a lot of lines?',
    'Too many. I have to learn them by next Friday.',
    'I can help you practice, if you want.',
    'Would you? You could read the other parts.',
    'Sure. Tonight after dinner?',
    'Perfect. I\u2019ll print the script.',
    'Bring snacks, too. Rehearsing makes me hungry.',
  ]),
  S(28, 'the bank', 'the new account', 'Monday', 'save money', [
    'I\u2019d like to open a savings account, please.',
    'Certainly. Do you have some ID with you?',
    'Just my driver\u2019s license. Is that enough?',
  ]),
  S(29, 'the beach', 'the summer plans', 'July', 'learn to surf', [
    'What are you doing this summer?',
    'I want to learn to surf. My brother said he\u2019d teach me.',
    'Your brother surfs?',
    'Every weekend. He moved to the coast two years ago.',
    'I didn\u2019t know that. Is it hard to learn?',
    'He says the first week is just falling off the board.',
    'Sounds painful.',
    'And cold. The water there is freezing even in July.',
    'Wear a wetsuit, then.',
    'He has an old one for me. It\u2019s bright orange.',
    'At least they\u2019ll be able to find you.',
    'That\u2019s exactly what he said!',
    'Send me pictures. I want to see you fall.',
  ]),
  S(30, 'the kitchen', 'the leak', 'this morning', 'call a plumber', [
    'Why is there water all over the kitchen floor?',
    'The pipe under the sink started leaking. I\u2019ve called a plumber.',
  ]),
];
