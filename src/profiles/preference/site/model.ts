// The preference-labelling section of the site model (SiteModel.sections.preference): built by ./build.ts, shown
// by the pages in ../pages/. Text in it is untrusted and rendered as text; `svg` fields come from Parley's chart
// functions.
import type { TableModel } from '../../../site/viewModel.ts';

/** A table with its download name (`preference/data/<name>.csv` and `.json`). */
export interface PreferenceTable {
  name: string;
  title: string;
  table: TableModel;
}

/** One of the guide's rules with how often it was broken. */
export interface PreferenceRuleCount {
  id: string;
  title: string;
  rule: string;
  count: number;
  /** True for the rejection policy's "do not reject if" rules. */
  policy: boolean;
}

/** A breach of the guide's rules as the rules page lists it. */
export interface PreferenceFindingView {
  rule: string;
  ruleTitle: string;
  message: string;
  /** `file:line` of the label (for a conversation: its first label by the rater). */
  where: string;
  conversationId: string;
  taskId?: string;
  /** Site path of the task page, when the finding is about one task. */
  taskPath?: string;
  side?: 'A' | 'B';
}

/** One rater's ratings of one response, as shown on a task page (already in the task's A/B orientation). */
export interface ResponseRatingsView {
  /** Label and value per criterion: `Grammar` `3`, `Preachy` `no`. */
  cells: { label: string; value: string; low: boolean }[];
}

/** One rater's label of a task, aligned to the task's A/B orientation. */
export interface TaskLabelView {
  rater: string;
  /** The guide's spelling, as this rater's choice reads in the task's orientation; empty when none. */
  preference: string;
  /** True when this rater saw the two responses the other way round (their A is the task's B). */
  swapped: boolean;
  rejection: string;
  comment: string;
  a: ResponseRatingsView | null;
  b: ResponseRatingsView | null;
  /** The guide's rules this label breaks. */
  findings: string[];
  /** This rater's rewrite of one response, with the side in the task's orientation. */
  rewrite?: { side: 'A' | 'B'; text: string };
  source: string;
}

/** One flagged response, as a flag's list page shows it (side in its task page's orientation). */
export interface FlagCaseView {
  taskId: string;
  taskPath: string;
  rater: string;
  side: 'A' | 'B';
  /** Display name of the flagged response's model. */
  model: string;
  /** The prompt, cut short. */
  prompt: string;
  /** The rater's preference in the task page's orientation; empty when none. */
  preference: string;
  /** The rejection reason when the task was rejected (and rated anyway); else empty. */
  rejected: string;
  /** `file:line` of the label. */
  where: string;
}

/** One list page of a fault flag's cases (`preference/flags/<flag>/`, then `.../2`, ...). */
export interface FlagPageView {
  flag: string;
  label: string;
  /** Cases of the flag in all. */
  total: number;
  page: number;
  pages: number;
  path: string;
  /** 1-based number of this page's first case. */
  first: number;
  cases: FlagCaseView[];
  prev?: string;
  next?: string;
}

/** A task page: the prompt in its conversation, A and B side by side, and every rater's label. */
export interface PreferenceTaskView {
  taskId: string;
  /** Site path, `preference/tasks/<slug>`. */
  path: string;
  character: string;
  conversationId: string;
  turn: number;
  context: { role: string; text: string }[];
  prompt: string;
  tags: string[];
  modelA: { id: string; display: string };
  modelB: { id: string; display: string };
  responseA: string;
  responseB: string;
  labels: TaskLabelView[];
  /** Previous and next task in the browser's order. */
  prev?: string;
  next?: string;
}

/** Small multiple: one model's quality profile. */
export interface QualityProfileView {
  model: string;
  display: string;
  svg: string;
}

export interface PreferenceModel {
  title: string;
  counts: {
    /** Labels read and used (labelled + rejected), tasks, raters, models, conversations. */
    labels: number;
    rated: number;
    rejected: number;
    tasks: number;
    raters: number;
    models: number;
    conversations: number;
  };
  leaderboard: PreferenceTable;
  /** Bradley-Terry intervals and win/tie/lose bars. */
  ratingSvg: string;
  outcomeSvg: string;
  method: string[];
  position: { summary: string; svg: string; table: PreferenceTable };
  byTag: { svg: string; table: PreferenceTable };
  quality: { profiles: QualityProfileView[]; table: PreferenceTable; method: string };
  flags: { svg: string; table: PreferenceTable; method: string };
  pairsMethod: string;
  ratersMethod: string;
  /** The seven-way preference distribution per model pair (direction normalised). */
  pairs: { svg: string; table: PreferenceTable };
  /** Rater leniency: mean preference and fault-flag rates of each rater against the others'. */
  raters: { svg: string; preferences: PreferenceTable; flags: PreferenceTable };
  /** The list pages of each fault flag's cases. */
  flagPages: FlagPageView[];
  rejections: { svg: string; table: PreferenceTable; byModel: PreferenceTable };
  rules: {
    counts: PreferenceRuleCount[];
    total: number;
    byRater: { rater: string; findings: PreferenceFindingView[] }[];
  };
  agreement: {
    items: number;
    labels: number;
    raters: number;
    mismatched: number;
    table: PreferenceTable;
  };
  taskIndex: PreferenceTable;
  tasks: PreferenceTaskView[];
  /** Every table offered for download, by name. */
  downloads: PreferenceTable[];
}
