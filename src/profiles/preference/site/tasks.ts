// The task pages: one per task (the prompt in its conversation, A and B side by side, every rater's label in the
// task's A/B orientation), and the index of tasks.
import {
  FLAG_CRITERIA,
  mirrorPreference,
  preferenceText,
  RATING_CRITERIA,
  type PreferenceLabel,
  type ResponseRatings,
} from '../../../records/preferenceLabel.ts';
import { slugify } from '../../../records/ids.ts';
import { formatSource } from '../../../records/source.ts';
import { byText } from '../../tables.ts';
import type { PreferenceTable, PreferenceTaskView, ResponseRatingsView, TaskLabelView } from './model.ts';
import { PREFERENCE_PATH, specTable } from './shared.ts';
import type { ColumnSpec } from '../../../render/columnSpec.ts';

/** The labels of each task, the task ids in order, and each task's page path (unique after slugging). */
export function taskPaths(labels: PreferenceLabel[]): {
  byTask: Map<string, PreferenceLabel[]>;
  taskIds: string[];
  taskPath: Map<string, string>;
} {
  const taskPath = new Map<string, string>();
  const usedPaths = new Set<string>();
  const byTask = new Map<string, PreferenceLabel[]>();
  for (const l of labels) {
    const list = byTask.get(l.taskId);
    if (list) list.push(l);
    else byTask.set(l.taskId, [l]);
  }
  const taskIds = [...byTask.keys()].sort(byText);
  for (const id of taskIds) {
    let p = `${PREFERENCE_PATH}/tasks/${slugify(id)}`;
    for (let i = 2; usedPaths.has(p); i++) p = `${PREFERENCE_PATH}/tasks/${slugify(id)}-${i}`;
    usedPaths.add(p);
    taskPath.set(id, p);
  }
  return { byTask, taskIds, taskPath };
}

/** Ratings of one response as shown on a task page; scores of 1 and faults marked low. */
function ratingsView(r: ResponseRatings | null): ResponseRatingsView | null {
  if (!r) return null;
  return {
    cells: [
      ...RATING_CRITERIA.map((c) => ({ label: c.label, value: String(r[c.key]), low: r[c.key] === 1 })),
      ...FLAG_CRITERIA.map((f) => ({
        label: f.label,
        value: r[f.key] ? 'yes' : 'no',
        // Language match "no" is the fault; for the other three, "yes" is.
        low: f.key === 'languageMatch' ? !r[f.key] : r[f.key],
      })),
    ],
  };
}

/** Every task's page; `findingsOfLabel` gives the breaches of the guide's rules each label shows. */
export function taskViews(
  { byTask, taskIds, taskPath }: ReturnType<typeof taskPaths>,
  findingsOfLabel: ReadonlyMap<PreferenceLabel, string[]>,
  name: (id: string) => string,
): PreferenceTaskView[] {
  return taskIds.map((id, k) => {
    const list = byTask.get(id)!;
    const ref = list[0]!;
    const view = (l: PreferenceLabel): TaskLabelView => {
      const swapped = l.modelA === ref.modelB && l.modelB === ref.modelA && l.modelA !== ref.modelA;
      const pref = l.preference === null ? null : swapped ? mirrorPreference(l.preference) : l.preference;
      return {
        rater: l.raterId,
        preference: pref === null ? '' : preferenceText(pref),
        swapped,
        rejection: l.rejection ?? '',
        comment: l.comment,
        a: ratingsView(swapped ? l.ratingsB : l.ratingsA),
        b: ratingsView(swapped ? l.ratingsA : l.ratingsB),
        findings: findingsOfLabel.get(l) ?? [],
        ...(l.rewrite
          ? {
              rewrite: {
                side: swapped ? (l.rewrite.side === 'A' ? 'B' : 'A') : l.rewrite.side,
                text: l.rewrite.text,
              },
            }
          : {}),
        source: formatSource(l.source),
      };
    };
    return {
      taskId: id,
      path: taskPath.get(id)!,
      character: ref.character,
      conversationId: ref.conversationId,
      turn: ref.turn,
      context: ref.context.map((m) => ({ role: m.role, text: m.text })),
      prompt: ref.prompt,
      tags: [...ref.tags],
      modelA: { id: ref.modelA, display: name(ref.modelA) },
      modelB: { id: ref.modelB, display: name(ref.modelB) },
      responseA: ref.responseA,
      responseB: ref.responseB,
      labels: list.map(view),
      ...(k > 0 ? { prev: taskPath.get(taskIds[k - 1]!)! } : {}),
      ...(k < taskIds.length - 1 ? { next: taskPath.get(taskIds[k + 1]!)! } : {}),
    };
  });
}

/** The index of tasks: one row per task with its models, first preference, raters and rule breaches. */
export function taskIndexTable(tasks: readonly PreferenceTaskView[]): PreferenceTable {
  return specTable('tasks', 'Tasks', TASK_COLUMNS, tasks);
}

/** The task index's columns; a list (tags, raters) reads with commas and downloads with semicolons. */
const TASK_COLUMNS: ColumnSpec<PreferenceTaskView>[] = [
  { id: 'task', label: 'Task', value: (t) => t.taskId, href: (t) => `${t.path}/` },
  { id: 'conversation', label: 'Conversation', value: (t) => t.conversationId },
  { id: 'turn', label: 'Turn', numeric: true, value: (t) => t.turn },
  {
    id: 'tags',
    label: 'Prompt tags',
    value: (t) => t.tags.join(';'),
    format: (_v, t) => t.tags.join(', '),
    sort: (t) => t.tags.join(', '),
  },
  {
    id: 'a',
    label: 'A',
    value: (t) => t.modelA.display,
    fields: (t) => ({ modelA: t.modelA.id }),
  },
  {
    id: 'b',
    label: 'B',
    value: (t) => t.modelB.display,
    fields: (t) => ({ modelB: t.modelB.id }),
  },
  {
    id: 'preference',
    label: 'Preference (first rater)',
    value: (t) => (t.labels[0]!.rejection ? `rejected: ${t.labels[0]!.rejection}` : t.labels[0]!.preference),
    fields: (t) => ({ preference: t.labels[0]!.preference, rejection: t.labels[0]!.rejection }),
  },
  {
    id: 'raters',
    label: 'Raters',
    value: (t) => t.labels.map((l) => l.rater).join(';'),
    format: (_v, t) => t.labels.map((l) => l.rater).join(', '),
    sort: (t) => t.labels.map((l) => l.rater).join(', '),
  },
  {
    id: 'findings',
    label: 'Rule breaches',
    description:
      "breaches of the guide's rules by this task's labels (conversation-level ones are on the rules page)",
    numeric: true,
    field: null,
    value: (t) => breachesOf(t),
    tone: (t) => (breachesOf(t) > 0 ? 'off' : undefined),
  },
];

const breachesOf = (t: PreferenceTaskView) => t.labels.reduce((n, l) => n + l.findings.length, 0);
