// Builds the HCG-style demo data: 12 "real" dialogues, 12 simulated ones (inquirer DemoBot), their Uni-Eval
// and GT judgments (line-aligned), and the published-style summaries computed from those judgments.
import { pyFloatRepr } from './formats.ts';
import { DEMOBOT_GENERATED, DEMOBOT_NATURAL, HCG_TOPICS, type HcgTopic } from './hcgTopics.ts';
import { rngFor, type Rng } from './rng.ts';

export const HCG_REAL_FILE = 'oasst1_en_min_6_turns_summary.jsonl';
export const HCG_DEMO_FILE = 'oasst1_en_DemoBot_GPT4oMini_6.jsonl';
export const HCG_GT_FILE = 'oasst1_en_min_6_turns_summary_oasst1_en_DemoBot_GPT4oMini_6.jsonl';

/** Dialogues (1-based) whose real human turns the judge wrongly calls AI-written (index 1). */
const REAL_FLAGGED = new Set([4, 9]);
/** Dialogues whose simulated inquirer gives itself away; the value is the first generated human turn (2 or 3). */
const DEMO_FLAGGED = new Map([
  [2, 2],
  [3, 3],
  [4, 2],
  [6, 3],
  [8, 3],
  [9, 2],
  [11, 2],
]);
/**
 * A second judge ("Claude") on the same dialogues, stricter on the real ones: it also flags real dialogue 7, and
 * on the simulated ones it flags dialogue 5 (chat 2) and misses dialogue 11. Gives the judges page something to
 * compare: agreement, splits, a different real-dialogue pass rate.
 */
const SECOND_JUDGE_REAL_FLAGGED = new Set([4, 7, 9]);
const SECOND_JUDGE_DEMO_FLAGGED = new Map([
  [2, 2],
  [3, 2],
  [4, 2],
  [5, 2],
  [6, 3],
  [8, 3],
  [9, 2],
]);
/** The one judgment whose `index` is a JSON number, as some of HCG's own files have it. */
export const HCG_NUMERIC_INDEX_LINE = 8;
/** Dialogues where the gt judge calls the simulated conversation AI although its inquirer sounds natural. */
const GT_NOISE_DEMO = new Set([5, 10]);

type Turn = { role: 'human' | 'bot'; content: string };

export interface HcgDialogue {
  conversation_id: string[];
  conversation: Turn[];
  turns: number;
  task_summary: string;
  inquirer_model?: string;
  responder_model?: string;
  token_usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

export interface HcgUni {
  choice: 'Yes' | 'No';
  index: string | number;
  reason: string;
}

export interface HcgPair {
  choice: 'Conversation 1' | 'Conversation 2' | 'Both' | 'Neither';
  reason: string;
}

function uuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rng.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

const fillSubject = (t: string, topic: HcgTopic) => t.replace(/\{subject\}/g, topic.subject);

function answerNatural(question: string, topic: HcgTopic): string {
  const [t1, t2, t3] = topic.tips;
  switch (DEMOBOT_NATURAL.indexOf(question)) {
    case 0:
      return `It varies, but most people notice a difference within a week or two. ${t1}`;
    case 1:
      return `Mostly, avoid rushing it. ${t2} ${t3}`;
    case 2:
      return `Sounds like a good plan. One more thing that helps: ${t3.charAt(0).toLowerCase()}${t3.slice(1)}`;
    default:
      return `The cheapest option is usually the simplest one. ${t1}`;
  }
}

function answerGenerated(k: number, topic: HcgTopic): string {
  const [t1, t2, t3] = topic.tips;
  if (k === 0)
    return `Of course! Here is a simple plan for ${topic.subject}:\n\n1. ${t1}\n2. ${t2}\n3. ${t3}\n\nTake it one step at a time and adjust as you go.`;
  if (k === 1)
    return `Great question! The most common mistakes are skipping the basics and trying to do everything at once. As for good habits: ${t2} ${t3}`;
  return `Certainly! The key factors are consistency, patience and a simple routine. In practice: ${t1} ${t2} ${t3}`;
}

/**
 * Questions of another generation of the DemoBot dialogues: the second judge's file quotes these, so the demo shows
 * a judge that judged other text than the published dialogues (HCG's real Claude and DeepSeek files do).
 */
const OTHER_GENERATION = [
  'Could you kindly provide a detailed breakdown of every step involved?',
  'Would you be able to elaborate further on the most important considerations?',
  'In addition, what are the primary advantages and disadvantages of each approach?',
];

export interface HcgData {
  real: HcgDialogue[];
  demo: HcgDialogue[];
  realUni: HcgUni[];
  demoUni: HcgUni[];
  gt: HcgPair[];
  /** The second judge's Uni-Eval of the real and the simulated dialogues. */
  realUni2: HcgUni[];
  demoUni2: HcgUni[];
}

/** The opening words of an utterance (at least a few words), as a judge would quote them. */
function excerpt(text: string): string {
  const words = text.split(/\s+/);
  let out = '';
  for (const w of words) {
    if (out.length >= 24) break;
    out = out ? `${out} ${w}` : w;
  }
  return out.replace(/[.,;:!?]+$/, '');
}

export function buildHcg(): HcgData {
  const data: HcgData = { real: [], demo: [], realUni: [], demoUni: [], gt: [], realUni2: [], demoUni2: [] };
  HCG_TOPICS.forEach((topic, i) => {
    const d = i + 1;
    const rng = rngFor(`hcg:${d}`);
    const ids = Array.from({ length: 6 }, () => uuid(rng));
    const [q2, a2, q3, a3] = topic.real;
    data.real.push({
      conversation_id: ids,
      conversation: [
        { role: 'human', content: topic.q1 },
        { role: 'bot', content: topic.a1 },
        { role: 'human', content: q2 },
        { role: 'bot', content: a2 },
        { role: 'human', content: q3 },
        { role: 'bot', content: a3 },
      ],
      turns: 6,
      task_summary: topic.summary,
    });

    const from = DEMO_FLAGGED.get(d);
    const natural = rng.shuffle(DEMOBOT_NATURAL);
    const generated = rng.shuffle([0, 1, 2]);
    const turn = (h: 2 | 3): [string, string] => {
      if (from !== undefined && h >= from) {
        const k = generated[h - 2] ?? 0;
        return [fillSubject(DEMOBOT_GENERATED[k] ?? '', topic), answerGenerated(k, topic)];
      }
      const q = natural[h - 2] ?? '';
      return [q, answerNatural(q, topic)];
    };
    const [dq2, da2] = turn(2);
    const [dq3, da3] = turn(3);
    const prompt = rng.int(1500, 3000);
    const completion = rng.int(300, 900);
    data.demo.push({
      conversation_id: [ids[0] ?? '', ids[1] ?? '', '', '', '', ''],
      conversation: [
        { role: 'human', content: topic.q1 },
        { role: 'bot', content: topic.a1 },
        { role: 'human', content: dq2 },
        { role: 'bot', content: da2 },
        { role: 'human', content: dq3 },
        { role: 'bot', content: da3 },
      ],
      turns: 6,
      task_summary: topic.summary,
      inquirer_model: 'DemoBot',
      responder_model: 'GPT4oMini',
      token_usage: {
        prompt_tokens: prompt,
        completion_tokens: completion,
        total_tokens: prompt + completion,
      },
    });

    data.realUni.push(
      REAL_FLAGGED.has(d)
        ? {
            choice: 'Yes',
            index: '1',
            reason: `The first human utterance, "${excerpt(topic.q1)}", is phrased like a generic prompt, complete and without any personal detail, which is typical of generated text.`,
          }
        : {
            choice: 'No',
            index: 'None',
            reason: `${rng.pick([
              'The human utterances are short, informal and follow naturally from the answers; they read like a real person asking for help.',
              'The human turns contain casual wording, small slips and personal details. Nothing suggests they were written by an AI.',
            ])} The follow-up "${excerpt(q2)}" is typical.`,
          },
    );
    data.demoUni.push(
      from !== undefined
        ? {
            choice: 'Yes',
            index: d === HCG_NUMERIC_INDEX_LINE ? from : String(from),
            reason: `Human utterance ${from} ("${excerpt(from === 2 ? dq2 : dq3)}") is unusually long, polite and structured, asking for a comprehensive overview; real users rarely write like this.`,
          }
        : {
            choice: 'No',
            index: 'None',
            reason: `The human utterances are brief and casual, with the loose phrasing of a real user ("${excerpt(dq2)}"). I see no sign of AI generation.`,
          },
    );
    let gt: HcgPair;
    if (REAL_FLAGGED.has(d) && from !== undefined) {
      gt = {
        choice: 'Both',
        reason:
          'In both conversations the human turns read like generated prompts: generic, complete and very polite.',
      };
    } else if (from !== undefined) {
      gt = {
        choice: 'Conversation 2',
        reason: `In Conversation 2 the human asks in long, formal sentences that read like generated text ("${excerpt(dq3)}"), while the human in Conversation 1 writes casually and briefly.`,
      };
    } else if (GT_NOISE_DEMO.has(d)) {
      gt = {
        choice: 'Conversation 2',
        reason:
          'The human in Conversation 2 moves from question to question a little too smoothly, while Conversation 1 has the small slips of a real person.',
      };
    } else {
      gt = {
        choice: 'Conversation 1',
        reason:
          'The human turns in Conversation 1 are oddly generic, while those in Conversation 2 feel more personal.',
      };
    }
    data.gt.push(gt);
    data.realUni2.push(
      SECOND_JUDGE_REAL_FLAGGED.has(d)
        ? {
            choice: 'Yes',
            index: '1',
            reason: `The opening request, "${excerpt(topic.q1)}", is tidy and impersonal, the way a generated prompt usually is.`,
          }
        : {
            choice: 'No',
            index: 'None',
            reason: `The human side is terse and personal ("${excerpt(q3)}"); it reads as a real user.`,
          },
    );
    const from2 = SECOND_JUDGE_DEMO_FLAGGED.get(d);
    data.demoUni2.push(
      from2 !== undefined
        ? {
            choice: 'Yes',
            index: String(from2),
            reason: `From human turn ${from2} on ("${excerpt(OTHER_GENERATION[d % OTHER_GENERATION.length]!)}"), the questions are long and carefully worded, unlike a person typing.`,
          }
        : {
            choice: 'No',
            index: 'None',
            reason: `Short, casual questions with no sign of generated text ("${excerpt(OTHER_GENERATION[d % OTHER_GENERATION.length]!)}").`,
          },
    );
  });
  return data;
}

/** HCG's uni summary text: pass = choice "No"; n = all lines. */
export function uniSummary(judgments: readonly HcgUni[]): string {
  const total = judgments.length;
  const passed = judgments.filter((j) => j.choice === 'No').length;
  return `Pass Rate: ${pyFloatRepr(passed / total)}\n# Total Dialogues: ${total}\n# Passed Dialogues: ${passed}\n# Failed Dialogues: ${total - passed}\n`;
}

/**
 * HCG's gt summary text: A better = "Conversation 2", B better = "Conversation 1", both failed = "Both",
 * both passed = "Neither"; the indistinguishable rate is (n - A better)/n, computed from the count as HCG's own
 * summaries are (`1 - A Better Rate` differs from it in the last digit for some n).
 */
export function gtSummary(judgments: readonly HcgPair[], fileA: string, fileB: string): string {
  const total = judgments.length;
  const rate = (c: HcgPair['choice']) => judgments.filter((j) => j.choice === c).length / total;
  const aBetter = rate('Conversation 2');
  return (
    [
      `Conversation A: ${fileA}`,
      `Conversation B: ${fileB}`,
      `A Better Rate: ${pyFloatRepr(aBetter)}`,
      `B Better Rate: ${pyFloatRepr(rate('Conversation 1'))}`,
      `Both Failed Rate: ${pyFloatRepr(rate('Both'))}`,
      `Both Passed Rate: ${pyFloatRepr(rate('Neither'))}`,
      `# Total Dialogues: ${total}`,
      `# Indistinguishable Rate: ${pyFloatRepr((total - judgments.filter((j) => j.choice === 'Conversation 2').length) / total)}`,
    ].join('\n') + '\n'
  );
}
