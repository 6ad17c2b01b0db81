// HCG (Human_Chatbot-Generation, OASST part): simulated dialogues in which an inquirer model plays the human,
// judged for whether the human turns are AI-written, with the study's published summaries.
import type { RoleSpec } from '../../ingest/roles.ts';
import type { BenchmarkProfile } from '../profile.ts';
import { HCG, readHcgDialogues, readHcgPair, readHcgSummary, readHcgUni } from './readers.ts';
import { linkHcgJudgments } from './link.ts';

const jsonl = (f: { ext: string }) => f.ext === 'jsonl';

const roles: RoleSpec[] = [
  {
    role: 'hcg-summary',
    benchmark: HCG,
    layout: 'HCG published summaries: "Key: value" lines under result_summary_*/',
    key: false,
    recognise: (f) => jsonl(f) && f.path.toLowerCase().includes('result_summary_oasst/'),
    text: readHcgSummary,
  },
  {
    role: 'hcg-uni',
    benchmark: HCG,
    layout: 'HCG uni_eval judgments: {"choice", "index", "reason"} a line',
    key: true,
    recognise: (f) => jsonl(f) && /result_oasst\/(.*\/)?uni_eval\//i.test(f.path),
    text: readHcgUni,
  },
  {
    role: 'hcg-gt',
    benchmark: HCG,
    layout: 'HCG gt_eval judgments: {"choice", "reason"} a line',
    key: true,
    recognise: (f) => jsonl(f) && /result_oasst\/(.*\/)?gt_eval\//i.test(f.path),
    text: (t, ctx) => readHcgPair(t, ctx, 'gt'),
  },
  {
    role: 'hcg-pair',
    benchmark: HCG,
    layout: 'HCG pair_eval judgments: {"choice", "reason"} a line',
    key: true,
    recognise: (f) => jsonl(f) && /result_oasst\/(.*\/)?pair_eval\//i.test(f.path),
    text: (t, ctx) => readHcgPair(t, ctx, 'pair'),
  },
  {
    role: 'hcg-dialogues',
    benchmark: HCG,
    layout: 'HCG dialogues: {"conversation": [{role, content}], "turns", ...} a line',
    key: true,
    recognise: (f) => jsonl(f) && f.path.toLowerCase().includes('data_oasst/'),
    readFirst: true,
    text: readHcgDialogues,
  },
];

export const hcgProfile: BenchmarkProfile = {
  id: HCG,
  title: 'HCG (Human_Chatbot-Generation, OASST)',
  shortTitle: 'HCG',
  roles,
  judges: {
    GPT4o: 'GPT-4o',
    Claude: 'Claude',
    DeepSeek: 'DeepSeek',
    GeminiFlash: 'Gemini Flash',
    llama_70B: 'Llama 70B',
  },
  link: [linkHcgJudgments],
};
