// The preference-labelling section of the site: statistics of the labels, charts, and the tables the pages under
// src/pages/preference/ show. Called once by buildSiteModel; returns undefined when the data has no labels.
import type { Dataset } from '../records/dataset.ts';
import { slugify } from '../records/ids.ts';
import {
  FLAG_CRITERIA,
  mirrorPreference,
  PROMPT_TAGS,
  preferenceText,
  RATING_CRITERIA,
  REJECTION_REASONS,
  type PreferenceLabel,
  type ResponseRatings,
} from '../records/preferenceLabel.ts';
import { formatSource } from '../records/source.ts';
import { groupedBarsChart } from '../render/charts/groupedBarsChart.ts';
import { qualityProfile } from '../render/charts/qualityProfile.ts';
import { rateBars } from '../render/charts/rateBars.ts';
import { ratingIntervals } from '../render/charts/ratingIntervals.ts';
import { winTieLoseBars } from '../render/charts/winTieLoseBars.ts';
import type {
  PreferenceFindingView,
  PreferenceModel,
  PreferenceTable,
  PreferenceTaskView,
  ResponseRatingsView,
  TaskLabelView,
} from '../site/preferenceModel.ts';
import type { Cell, Column, TableModel } from '../site/siteModel.ts';
import { bootstrapBradleyTerry, type BootstrapRow } from '../stats/bootstrapBradleyTerry.ts';
import { pairCounts } from '../stats/pairCounts.ts';
import { positionEffect } from '../stats/positionEffect.ts';
import { preferenceAgreement } from '../stats/preferenceAgreement.ts';
import { preferenceByTag } from '../stats/preferenceByTag.ts';
import { preferenceFlagRates } from '../stats/preferenceFlagRates.ts';
import { preferencePairJudgments } from '../stats/preferencePairJudgments.ts';
import { preferenceRatings } from '../stats/preferenceRatings.ts';
import { PREFERENCE_RULES, preferenceRuleFindings } from '../stats/preferenceRuleFindings.ts';
import { preferenceWinTieLose } from '../stats/preferenceWinTieLose.ts';
import { ratedLabels } from '../stats/ratedLabels.ts';
import { rejectionCounts } from '../stats/rejectionCounts.ts';
import { componentCount, rankText, ratingText } from '../views/ratingText.ts';
import { fixed, pct, signed } from './format.ts';

export interface PreferenceSectionContext {
  /** Display name of a model id. */
  name: (id: string) => string;
  seed: number;
  rounds: number;
}

/** Where the section lives under the site. */
export const PREFERENCE_PATH = 'preference';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function table(
  name: string,
  title: string,
  columns: Column[],
  rows: Cell[][],
  raw: TableModel['raw'],
): PreferenceTable {
  return { name, title, table: { columns, rows, raw } };
}

/** A mean with its interval as `1.25 (0.78 to 1.72)`, or the mean alone. */
function withInterval(mean: number, lo: number | null, hi: number | null, digits = 2): string {
  return lo === null || hi === null
    ? fixed(mean, digits)
    : `${fixed(mean, digits)} (${fixed(lo, digits)} to ${fixed(hi, digits)})`;
}

const signedInterval = (mean: number, lo: number | null, hi: number | null) =>
  lo === null || hi === null ? signed(mean, 2) : `${signed(mean, 2)} (${signed(lo, 2)} to ${signed(hi, 2)})`;

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

/** Builds the preference section, or undefined when no label was read. */
export function buildPreferenceSection(
  data: Dataset,
  ctx: PreferenceSectionContext,
): PreferenceModel | undefined {
  const labels = data.preferenceLabels;
  if (labels.length === 0) return undefined;
  const { name } = ctx;
  const modelHref = (id: string) => `${PREFERENCE_PATH}/quality/#m-${slugify(id)}`;
  const rated = ratedLabels(labels);
  const models = [...new Set(labels.flatMap((l) => [l.modelA, l.modelB]))].sort(byText);

  // ---- Leaderboard: Bradley-Terry (the Arena code on pair counts), outcomes, mean score ----
  const wtl = preferenceWinTieLose(labels);
  const wtlOf = new Map(wtl.map((r) => [r.model, r]));
  const counts = pairCounts(preferencePairJudgments(labels));
  const btModels = new Set(counts.flatMap((c) => [c.model1, c.model2]));
  const bt: BootstrapRow[] =
    btModels.size >= 2 ? bootstrapBradleyTerry(counts, { rounds: ctx.rounds, seed: ctx.seed }) : [];
  const btOf = new Map(bt.map((r) => [r.model, r]));
  const order = wtl
    .map((r) => r.model)
    .sort(
      (a, b) =>
        (btOf.get(b)?.rating ?? -Infinity) - (btOf.get(a)?.rating ?? -Infinity) ||
        wtlOf.get(b)!.meanScore - wtlOf.get(a)!.meanScore ||
        byText(a, b),
    );
  const leaderboard = table(
    'leaderboard',
    'Preference leaderboard',
    [
      {
        key: 'rank',
        label: 'CI rank',
        numeric: true,
        help: "1 + models whose lower bound is above this model's upper bound",
      },
      { key: 'model', label: 'Model' },
      {
        key: 'bt',
        label: 'Bradley-Terry (95% CI)',
        numeric: true,
        help: 'maximum-likelihood rating from the pair outcome counts (ties count half), scale 400, mean 1000',
      },
      {
        key: 'win',
        label: 'win %',
        numeric: true,
        help: '"much better" or "better" than the other response',
      },
      { key: 'tie', label: 'tie %', numeric: true, help: '"somewhat better" either way (almost a tie)' },
      { key: 'bothbad', label: 'both bad %', numeric: true, help: '"Both A and B are bad"' },
      { key: 'lose', label: 'lose %', numeric: true },
      {
        key: 'mean',
        label: 'mean preference (95% CI)',
        numeric: true,
        help: "mean score on -3..+3 from the model's side (much better +3 ... much worse -3, both bad 0), Student-t interval",
      },
      { key: 'n', label: 'labels', numeric: true },
    ],
    order.map((m) => {
      const r = wtlOf.get(m)!;
      const b = btOf.get(m);
      return [
        { text: b ? rankText(b, componentCount(bt)) : '–', sort: b?.rank ?? 999 },
        { text: name(m), href: modelHref(m) },
        { text: b ? ratingText(b) : '–', sort: b?.rating ?? -1 },
        { text: pct(r.winRate), sort: r.winRate },
        { text: pct(r.tieRate), sort: r.tieRate },
        { text: pct(r.bothbadRate), sort: r.bothbadRate },
        { text: pct(r.loseRate), sort: r.loseRate },
        { text: signedInterval(r.meanScore, r.scoreLo, r.scoreHi), sort: r.meanScore },
        { text: String(r.n), sort: r.n },
      ];
    }),
    order.map((m) => {
      const r = wtlOf.get(m)!;
      const b = btOf.get(m);
      return {
        model: m,
        rating: b?.rating ?? null,
        ratingLo: b?.lo ?? null,
        ratingHi: b?.hi ?? null,
        rank: b?.rank ?? null,
        win: r.win,
        tie: r.tie,
        bothbad: r.bothbad,
        lose: r.lose,
        n: r.n,
        meanScore: r.meanScore,
        meanScoreLo: r.scoreLo,
        meanScoreHi: r.scoreHi,
      };
    }),
  );
  const ratingSvg =
    bt.length > 0
      ? ratingIntervals(
          bt.flatMap((r) =>
            r.rating === null || r.lo === null || r.hi === null
              ? []
              : [{ model: r.model, display: name(r.model), rating: r.rating, lo: r.lo, hi: r.hi }],
          ),
          { title: 'Bradley-Terry rating from the preferences, 95% bootstrap intervals', reference: 1000 },
        )
      : '';
  const outcomeSvg = winTieLoseBars(
    order.map((m) => {
      const r = wtlOf.get(m)!;
      return { model: m, display: name(m), win: r.winRate, tie: r.tieRate + r.bothbadRate, lose: r.loseRate };
    }),
    { title: 'Win / tie / lose in the preferences (both-bad ties counted with ties)' },
  );

  // ---- Position effect ----
  const pos = positionEffect(labels);
  const position = {
    summary:
      pos.aShare === null
        ? 'No label chose a side, so there is no position effect to measure.'
        : `Of ${pos.chosen} labels that chose a side, ${pos.aChosen} chose A (${pct(pos.aShare)}%, 95% CI ${pct(pos.aShareLo)}–${pct(pos.aShareHi)}%); exact two-sided sign test against one half: p = ${fixed(pos.pValue, 3)}. Mean score toward A over all ${pos.labels} rated labels: ${signedInterval(pos.meanScoreA ?? 0, pos.meanScoreALo, pos.meanScoreAHi)}. Models are assigned to A and B by the labelling tool; a share far from 50% points at the raters or the tool, not the models.`,
    svg:
      pos.aShare === null
        ? ''
        : rateBars(
            [
              { model: 'A', display: 'A chosen', rate: pos.aShare, lo: pos.aShareLo!, hi: pos.aShareHi! },
              {
                model: 'B',
                display: 'B chosen',
                rate: 1 - pos.aShare,
                lo: 1 - pos.aShareHi!,
                hi: 1 - pos.aShareLo!,
              },
            ],
            { title: 'Which position raters chose', reference: { value: 0.5, label: 'no position effect' } },
          ),
    table: table(
      'position-effect',
      'Position effect',
      [
        { key: 'what', label: 'Measure' },
        { key: 'value', label: 'Value', numeric: true },
      ],
      [
        [{ text: 'rated labels' }, { text: String(pos.labels), sort: pos.labels }],
        [{ text: 'labels choosing a side' }, { text: String(pos.chosen), sort: pos.chosen }],
        [{ text: 'chose A' }, { text: String(pos.aChosen), sort: pos.aChosen }],
        [{ text: 'chose B' }, { text: String(pos.bChosen), sort: pos.bChosen }],
        [{ text: 'share choosing A %' }, { text: pct(pos.aShare), sort: pos.aShare ?? -1 }],
        [{ text: 'sign test p' }, { text: fixed(pos.pValue, 4), sort: pos.pValue ?? -1 }],
        [{ text: 'mean score toward A' }, { text: fixed(pos.meanScoreA, 3), sort: pos.meanScoreA ?? 0 }],
      ],
      [{ ...pos }],
    ),
  };

  // ---- Per prompt tag ----
  const tags = preferenceByTag(labels);
  const byTag = {
    svg: groupedBarsChart(
      order.flatMap((m) =>
        tags.flatMap((t) => {
          const r = t.rows.find((x) => x.model === m);
          return r ? [{ label: name(m), group: t.tag, value: r.meanScore }] : [];
        }),
      ),
      {
        title: 'Mean preference (-3..+3) per prompt tag',
        groups: tags.map((t) => t.tag),
        labels: order.map(name),
      },
    ),
    table: table(
      'by-tag',
      'Outcomes per prompt tag',
      [
        { key: 'tag', label: 'Prompt tag' },
        { key: 'model', label: 'Model' },
        { key: 'win', label: 'win %', numeric: true },
        { key: 'tie', label: 'tie %', numeric: true },
        { key: 'bothbad', label: 'both bad %', numeric: true },
        { key: 'lose', label: 'lose %', numeric: true },
        { key: 'mean', label: 'mean preference (95% CI)', numeric: true },
        { key: 'n', label: 'labels', numeric: true },
      ],
      tags.flatMap((t) =>
        t.rows.map((r) => [
          { text: t.tag, sort: PROMPT_TAGS.indexOf(t.tag) },
          { text: name(r.model), href: modelHref(r.model) },
          { text: pct(r.winRate), sort: r.winRate },
          { text: pct(r.tieRate), sort: r.tieRate },
          { text: pct(r.bothbadRate), sort: r.bothbadRate },
          { text: pct(r.loseRate), sort: r.loseRate },
          { text: signedInterval(r.meanScore, r.scoreLo, r.scoreHi), sort: r.meanScore },
          { text: String(r.n), sort: r.n },
        ]),
      ),
      tags.flatMap((t) =>
        t.rows.map((r) => ({
          tag: t.tag,
          model: r.model,
          win: r.win,
          tie: r.tie,
          bothbad: r.bothbad,
          lose: r.lose,
          n: r.n,
          meanScore: r.meanScore,
          meanScoreLo: r.scoreLo,
          meanScoreHi: r.scoreHi,
        })),
      ),
    ),
  };

  // ---- Quality profile per model (small multiples) ----
  const ratings = preferenceRatings(labels);
  const criterionLabel = new Map<string, string>(RATING_CRITERIA.map((c) => [c.key, c.label]));
  const quality = {
    method:
      "Each small multiple is one model: per criterion, the shares of its responses rated 1 (very low), 2 (low) and 3 (high quality), and at the right the mean rating with its 95% Student-t interval. Every rater's rating of every response counts once; rejected tasks are left out.",
    profiles: order.map((m) => ({
      model: slugify(m),
      display: name(m),
      svg: qualityProfile({
        model: m,
        display: name(m),
        criteria: ratings
          .filter((r) => r.model === m)
          .map((r) => ({
            label: criterionLabel.get(r.criterion)!,
            counts: r.counts,
            mean: r.mean,
            lo: r.lo,
            hi: r.hi,
          })),
      }),
    })),
    table: table(
      'quality',
      'Language quality per model and criterion',
      [
        { key: 'model', label: 'Model' },
        { key: 'criterion', label: 'Criterion' },
        { key: 'mean', label: 'mean (95% CI)', numeric: true },
        { key: 'n1', label: 'rated 1', numeric: true },
        { key: 'n2', label: 'rated 2', numeric: true },
        { key: 'n3', label: 'rated 3', numeric: true },
        { key: 'n', label: 'responses', numeric: true },
      ],
      ratings.map((r) => [
        { text: name(r.model), href: modelHref(r.model) },
        {
          text: criterionLabel.get(r.criterion)!,
          sort: RATING_CRITERIA.findIndex((c) => c.key === r.criterion),
        },
        { text: withInterval(r.mean, r.lo, r.hi), sort: r.mean },
        { text: String(r.counts[0]), sort: r.counts[0] },
        { text: String(r.counts[1]), sort: r.counts[1] },
        { text: String(r.counts[2]), sort: r.counts[2] },
        { text: String(r.n), sort: r.n },
      ]),
      ratings.map((r) => ({
        model: r.model,
        criterion: r.criterion,
        mean: r.mean,
        lo: r.lo,
        hi: r.hi,
        rated1: r.counts[0],
        rated2: r.counts[1],
        rated3: r.counts[2],
        n: r.n,
      })),
    ),
  };

  // ---- Flags and language match ----
  const flagRows = preferenceFlagRates(labels);
  const flagLabel = new Map<string, string>(FLAG_CRITERIA.map((f) => [f.key, f.label]));
  const flags = {
    method:
      'Share of each model\'s rated responses marked "yes", with 95% Wilson intervals. For Language Match "yes" is good (the language-match rate); for False Refusal, Preachy and Templated it is a fault.',
    svg: groupedBarsChart(
      flagRows.map((r) => ({
        label: name(r.model),
        group: flagLabel.get(r.flag)!,
        value: r.rate,
        lo: r.lo,
        hi: r.hi,
      })),
      {
        title: 'Flag rates per model (Language Match: the share in the right language)',
        percent: true,
        groups: FLAG_CRITERIA.map((f) => f.label),
        labels: order.map(name),
      },
    ),
    table: table(
      'flags',
      'Flag rates per model',
      [
        { key: 'model', label: 'Model' },
        { key: 'flag', label: 'Judgment' },
        { key: 'rate', label: '"yes" %', numeric: true },
        { key: 'ci', label: '95% CI' },
        { key: 'k', label: 'yes', numeric: true },
        { key: 'n', label: 'responses', numeric: true },
      ],
      flagRows.map((r) => [
        { text: name(r.model), href: modelHref(r.model) },
        { text: flagLabel.get(r.flag)!, sort: FLAG_CRITERIA.findIndex((f) => f.key === r.flag) },
        { text: pct(r.rate), sort: r.rate },
        { text: `${pct(r.lo)}–${pct(r.hi)}` },
        { text: String(r.k), sort: r.k },
        { text: String(r.n), sort: r.n },
      ]),
      flagRows.map((r) => ({
        model: r.model,
        flag: r.flag,
        yes: r.k,
        n: r.n,
        rate: r.rate,
        lo: r.lo,
        hi: r.hi,
      })),
    ),
  };

  // ---- Rejections ----
  const rej = rejectionCounts(labels);
  const rejections = {
    svg: rateBars(
      rej.byReason.map((r) => ({ model: r.reason, display: r.reason, rate: r.count })),
      { title: `Rejected tasks by reason (${rej.rejected} of ${rej.labels} labels)`, format: 'count' },
    ),
    table: table(
      'rejections',
      'Rejections by reason',
      [
        { key: 'reason', label: 'Reason' },
        { key: 'count', label: 'labels', numeric: true },
        { key: 'share', label: '% of all labels', numeric: true },
      ],
      rej.byReason.map((r) => [
        { text: r.reason, sort: REJECTION_REASONS.indexOf(r.reason) },
        { text: String(r.count), sort: r.count },
        { text: pct(r.count / rej.labels), sort: r.count / rej.labels },
      ]),
      rej.byReason.map((r) => ({ reason: r.reason, count: r.count, labels: rej.labels })),
    ),
    byModel: table(
      'rejections-by-model',
      'Rejections per model',
      [
        { key: 'model', label: 'Model' },
        { key: 'rejected', label: 'rejected', numeric: true },
        { key: 'labels', label: 'labels', numeric: true },
        ...REJECTION_REASONS.map((r) => ({ key: r, label: r, numeric: true })),
      ],
      rej.byModel.map((m) => [
        { text: name(m.model), href: modelHref(m.model) },
        { text: String(m.rejected), sort: m.rejected },
        { text: String(m.labels), sort: m.labels },
        ...REJECTION_REASONS.map((r) => ({ text: String(m.byReason[r]), sort: m.byReason[r] })),
      ]),
      rej.byModel.map((m) => ({ model: m.model, rejected: m.rejected, labels: m.labels, ...m.byReason })),
    ),
  };

  // ---- Task pages (built before the rules, which link to them) ----
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

  // ---- The guide's rules ----
  const findings = preferenceRuleFindings(labels);
  const ruleTitle = new Map<string, string>(PREFERENCE_RULES.map((r) => [r.id, r.title]));
  const findingView = (f: (typeof findings)[number]): PreferenceFindingView => ({
    rule: f.rule,
    ruleTitle: ruleTitle.get(f.rule)!,
    message: f.message,
    where: formatSource(f.source),
    conversationId: f.conversationId,
    ...(f.taskId !== undefined ? { taskId: f.taskId, taskPath: taskPath.get(f.taskId)! } : {}),
    ...(f.side ? { side: f.side } : {}),
  });
  const raters = [...new Set(labels.map((l) => l.raterId))].sort(byText);
  const rules = {
    counts: PREFERENCE_RULES.map((r) => ({
      id: r.id,
      title: r.title,
      rule: r.rule,
      count: findings.filter((f) => f.rule === r.id).length,
    })),
    total: findings.length,
    byRater: raters
      .map((rater) => ({ rater, findings: findings.filter((f) => f.raterId === rater).map(findingView) }))
      .filter((r) => r.findings.length > 0),
  };
  // Findings about one label carry that label's source object: the key back to the label.
  const labelOfSource = new Map(labels.map((l) => [l.source, l]));
  const findingsOfLabel = new Map<PreferenceLabel, string[]>();
  for (const f of findings) {
    const l = f.taskId === undefined ? undefined : labelOfSource.get(f.source);
    if (l) findingsOfLabel.set(l, [...(findingsOfLabel.get(l) ?? []), f.message]);
  }

  const tasks: PreferenceTaskView[] = taskIds.map((id, k) => {
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
  const taskIndex = table(
    'tasks',
    'Tasks',
    [
      { key: 'task', label: 'Task' },
      { key: 'conversation', label: 'Conversation' },
      { key: 'turn', label: 'Turn', numeric: true },
      { key: 'tags', label: 'Prompt tags' },
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'preference', label: 'Preference (first rater)' },
      { key: 'raters', label: 'Raters' },
      {
        key: 'findings',
        label: 'Rule breaches',
        numeric: true,
        help: "breaches of the guide's rules by this task's labels (conversation-level ones are on the rules page)",
      },
    ],
    tasks.map((t) => {
      const first = t.labels[0]!;
      const breaches = t.labels.reduce((n, l) => n + l.findings.length, 0);
      return [
        { text: t.taskId, href: `${t.path}/` },
        { text: t.conversationId },
        { text: String(t.turn), sort: t.turn },
        { text: t.tags.join(', ') },
        { text: t.modelA.display },
        { text: t.modelB.display },
        { text: first.rejection ? `rejected: ${first.rejection}` : first.preference },
        { text: t.labels.map((l) => l.rater).join(', ') },
        { text: String(breaches), sort: breaches, ...(breaches > 0 ? { tone: 'off' as const } : {}) },
      ];
    }),
    tasks.map((t) => ({
      task: t.taskId,
      conversation: t.conversationId,
      turn: t.turn,
      tags: t.tags.join(';'),
      modelA: t.modelA.id,
      modelB: t.modelB.id,
      preference: t.labels[0]!.preference,
      rejection: t.labels[0]!.rejection,
      raters: t.labels.map((l) => l.rater).join(';'),
    })),
  );

  // ---- Agreement ----
  const agr = preferenceAgreement(labels);
  const agreement = {
    items: agr.items,
    labels: agr.labels,
    raters: agr.raters,
    mismatched: agr.mismatched,
    table: table(
      'agreement',
      'Rater agreement',
      [
        { key: 'measure', label: 'What was rated' },
        { key: 'level', label: 'Level' },
        { key: 'alpha', label: "Krippendorff's alpha", numeric: true },
        { key: 'agreement', label: 'agreement %', numeric: true },
        {
          key: 'units',
          label: 'units',
          numeric: true,
          help: 'tasks (preference) or responses (ratings, judgments) rated at least twice',
        },
        { key: 'pairable', label: 'values', numeric: true },
      ],
      agr.measures.map((m) => [
        { text: m.label },
        { text: m.level },
        {
          text: m.alpha === null ? '–' : fixed(m.alpha, 3),
          sort: m.alpha ?? -2,
          ...(m.alpha === null ? { title: 'undefined: no pairable values, or every value the same' } : {}),
        },
        { text: pct(m.agreement), sort: m.agreement ?? -1 },
        { text: String(m.units), sort: m.units },
        { text: String(m.pairable), sort: m.pairable },
      ]),
      agr.measures.map((m) => ({ ...m })),
    ),
  };

  const method = [
    `Every rater's label counts once; ${rej.rejected} rejected labels are left out of everything but the rejection counts. "Much better" and "better" are wins, "somewhat better" either way is a tie (the guide calls it almost a tie), "Both A and B are bad" is a both-bad tie.`,
    `Bradley-Terry: the Arena code on the pair outcome counts (ties of both kinds count half), scale 400, base 10, mean 1000; 95% intervals from ${ctx.rounds} multinomial bootstrap rounds, seed ${ctx.seed}.`,
    "Mean preference: the score from the model's side on -3..+3 (much better +3, better +2, somewhat better +1, both bad 0, and the opposite when the other response was preferred), with a 95% Student-t interval.",
  ];

  const section: PreferenceModel = {
    title: 'Preference labels',
    counts: {
      labels: labels.length,
      rated: rated.length,
      rejected: rej.rejected,
      tasks: taskIds.length,
      raters: raters.length,
      models: models.length,
      conversations: new Set(labels.map((l) => l.conversationId)).size,
    },
    leaderboard,
    ratingSvg,
    outcomeSvg,
    method,
    position,
    byTag,
    quality,
    flags,
    rejections,
    rules,
    agreement,
    taskIndex,
    tasks,
    downloads: [],
  };
  section.downloads = [
    leaderboard,
    position.table,
    byTag.table,
    quality.table,
    flags.table,
    rejections.table,
    rejections.byModel,
    agreement.table,
    taskIndex,
    table(
      'rule-findings',
      'Rule breaches',
      [],
      [],
      findings.map((f) => ({
        rule: f.rule,
        rater: f.raterId,
        conversation: f.conversationId,
        task: f.taskId ?? null,
        side: f.side ?? null,
        where: formatSource(f.source),
        message: f.message,
      })),
    ),
  ];
  return section;
}
