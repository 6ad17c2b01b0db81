// The preference-labelling section of the site: statistics of the labels, charts, and the tables the pages in
// ../pages/ show. Run by the pipeline through the profile's section (../section.ts); undefined without labels.
import type { Dataset } from '../../../records/dataset.ts';
import { formatSource } from '../../../records/source.ts';
import { ratedLabels } from '../../../stats/ratedLabels.ts';
import { byText } from '../../tables.ts';
import { agreementSection } from './agreement.ts';
import { byTagSection } from './byTag.ts';
import { preferenceLeaderboard } from './leaderboard.ts';
import type { PreferenceModel, PreferenceTable } from './model.ts';
import { flagCases, flagPages } from './flagCases.ts';
import { pairDistributionChart, pairDistributions, pairDistributionTable } from './pairs.ts';
import { positionSection } from './position.ts';
import { ratersSection } from './raters.ts';
import { flagsSection, qualitySection } from './quality.ts';
import { rejectionsSection } from './rejections.ts';
import { rulesSection } from './rules.ts';
import { prose, type PreferenceSectionContext } from './shared.ts';
import { tableWithDownloads, type ColumnSpec } from '../../../render/columnSpec.ts';
import { taskIndexTable, taskPaths, taskViews } from './tasks.ts';

export { PREFERENCE_PATH, type PreferenceSectionContext } from './shared.ts';

/** Builds the preference section, or undefined when no label was read. */
export function buildPreferenceSection(
  data: Dataset,
  ctx: PreferenceSectionContext,
): PreferenceModel | undefined {
  const labels = data.preferenceLabels;
  if (labels.length === 0) return undefined;
  const { name } = ctx;
  const { order, leaderboard, ratingSvg, outcomeSvg } = preferenceLeaderboard(labels, ctx);
  const position = positionSection(labels);
  const byTag = byTagSection(labels, order, name);
  const quality = qualitySection(labels, order, name);
  const flags = flagsSection(labels, order, name);
  const { rejected, rejections } = rejectionsSection(labels, name);
  // Task pages are laid out before the rules, which link to them.
  const paths = taskPaths(labels);
  const { rules, raters, findings, findingsOfLabel } = rulesSection(labels, paths.taskPath);
  const tasks = taskViews(paths, findingsOfLabel, name);
  const taskIndex = taskIndexTable(tasks);
  const agreement = agreementSection(labels);
  const pairRows = pairDistributions(labels, name);
  const pairs = { svg: pairDistributionChart(pairRows, name), table: pairDistributionTable(pairRows, name) };
  const raterView = ratersSection(labels, order);
  const pages = flagPages(flagCases(paths.byTask, paths.taskIds, paths.taskPath, name));
  const models = [...new Set(labels.flatMap((l) => [l.modelA, l.modelB]))].sort(byText);
  // Downloaded, never shown: the rules page lists the findings by rule.
  const ruleFindings: PreferenceTable = {
    name: 'rule-findings',
    title: 'Rule breaches',
    table: tableWithDownloads([], [], { specs: FINDING_COLUMNS, rows: findings }),
  };
  return {
    title: 'Preference labels',
    counts: {
      labels: labels.length,
      rated: ratedLabels(labels).length,
      rejected,
      tasks: paths.taskIds.length,
      raters: raters.length,
      models: models.length,
      conversations: new Set(labels.map((l) => l.conversationId)).size,
    },
    leaderboard,
    ratingSvg,
    outcomeSvg,
    method: prose.paragraphs('method', { rejected, rounds: ctx.rounds, seed: ctx.seed }),
    position,
    byTag,
    quality,
    flags,
    pairs,
    pairsMethod: prose.text('pairs-method'),
    raters: raterView,
    ratersMethod: prose.text('raters-method'),
    flagPages: pages,
    rejections,
    rules,
    agreement,
    taskIndex,
    tasks,
    downloads: [
      leaderboard,
      position.table,
      byTag.table,
      quality.table,
      flags.table,
      pairs.table,
      raterView.preferences,
      raterView.flags,
      rejections.table,
      rejections.byModel,
      agreement.table,
      taskIndex,
      ruleFindings,
    ],
  };
}

type RulesSection = ReturnType<typeof rulesSection>;

/** The download fields of a rule breach. */
const FINDING_COLUMNS: ColumnSpec<RulesSection['findings'][number]>[] = [
  { id: 'rule', label: 'Rule', value: (f) => f.rule },
  { id: 'rater', label: 'Rater', value: (f) => f.raterId },
  { id: 'conversation', label: 'Conversation', value: (f) => f.conversationId },
  { id: 'task', label: 'Task', value: (f) => f.taskId ?? null },
  { id: 'side', label: 'Side', value: (f) => f.side ?? null },
  { id: 'where', label: 'Where', value: (f) => formatSource(f.source) },
  { id: 'message', label: 'Message', value: (f) => f.message },
];
