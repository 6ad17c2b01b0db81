// HCG (Human_Chatbot-Generation): simulated dialogues in which an inquirer model plays the human, judged for
// whether the human turns are AI-written, with the study's published summaries. Every file is recognised by its
// content; names and folders add only what the content does not say (docs/formats.md).
import type { RoleSpec, Sniff } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { linkHcgJudgments } from './link.ts';
import { HCG, readHcgDialogues, readHcgPair, readHcgSummary, readHcgUni } from './readers.ts';
import { verifyHcgJudgments } from './verify.ts';
import { hcgView } from './view.ts';

/** The judge's `choice` of a judgment line, when the file's first line has one. */
const choiceOf = (f: Sniff) =>
  typeof f.firstObject?.choice === 'string' ? (f.firstObject.choice as string).trim() : undefined;

/** A dialogue line: `conversation` is a list of {role, content} turns (or the same list as a Python string). */
function isDialogue(f: Sniff): boolean {
  const c = f.firstObject?.conversation;
  if (f.ext !== 'jsonl' || c === undefined) return false;
  if (typeof c === 'string') return /^\s*\[\s*\{.*['"]role['"]/s.test(c);
  return (
    Array.isArray(c) && c.every((t) => typeof t === 'object' && t !== null && 'role' in t && 'content' in t)
  );
}

/** The first line of a summary: `Pass Rate: ...`, `Conversation A: ...` or a count of dialogues. */
const SUMMARY_LINE = /^(Pass Rate|Conversation A|A Better Rate|# Total Dialogues)\s*:/;

const roles: RoleSpec[] = [
  {
    role: 'hcg-dialogues',
    formats: ['jsonl'],
    benchmark: HCG,
    layout: 'HCG dialogues: {"conversation": [{role, content}], "turns", "inquirer_model", ...} a line',
    key: true,
    recognise: isDialogue,
    readFirst: true,
    text: readHcgDialogues,
  },
  {
    role: 'hcg-uni',
    formats: ['jsonl'],
    benchmark: HCG,
    layout: 'HCG single-dialogue judgments: {"choice": "Yes"|"No", "index", "reason"} a line',
    key: true,
    recognise: (f) =>
      f.ext === 'jsonl' && 'index' in (f.firstObject ?? {}) && /^(yes|no)\b/i.test(choiceOf(f) ?? ''),
    text: readHcgUni,
  },
  {
    role: 'hcg-pair',
    formats: ['jsonl'],
    benchmark: HCG,
    layout:
      'HCG comparisons: {"choice": "Conversation 1"|"Conversation 2"|"Both"|"Neither", "reason"} a line',
    key: true,
    recognise: (f) =>
      f.ext === 'jsonl' &&
      !('index' in (f.firstObject ?? {})) &&
      /^(conversation\s*[12]|both|neither)\b/i.test(choiceOf(f) ?? ''),
    text: readHcgPair,
  },
  {
    // The study's own role names, kept for manifests: a comparison file read the same way.
    role: 'hcg-gt',
    formats: ['jsonl'],
    benchmark: HCG,
    layout: 'HCG comparisons with the real dialogues (manifest name of hcg-pair)',
    key: true,
    recognise: () => false,
    text: readHcgPair,
  },
  {
    role: 'hcg-summary',
    formats: ['jsonl', 'txt'],
    benchmark: HCG,
    layout: 'HCG published summaries: "Pass Rate: ..." or "Conversation A: ..." lines',
    key: false,
    recognise: (f) => ['jsonl', 'txt'].includes(f.ext) && SUMMARY_LINE.test(f.firstLine.trim()),
    // Read before the judgment files: a summary names the two dialogue files of a comparison file (naming.ts).
    readFirst: true,
    text: readHcgSummary,
  },
];

export const hcgProfile: BenchmarkProfile = {
  id: HCG,
  title: 'HCG (Human_Chatbot-Generation)',
  shortTitle: 'HCG',
  roles,
  judges: {
    GPT4o: 'GPT-4o',
    Claude: 'Claude',
    DeepSeek: 'DeepSeek',
    GeminiFlash: 'Gemini Flash',
    llama_70B: 'Llama 70B',
  },
  link: [linkHcgJudgments, verifyHcgJudgments],
  view: hcgView,
};
