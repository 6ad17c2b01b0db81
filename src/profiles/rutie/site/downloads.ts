// The ruTiE tables offered for download: the leaderboard, every figure's table, the McNemar pairs, the pools and
// the whole dialog with every answer.
import type { SectionDownload } from '../../profile.ts';
import type { RutieModel } from './model.ts';

/** The ruTiE tables written as CSV and JSON under `data/rutie/` (numbers unrounded). */
export function rutieDownloads(rutie: RutieModel): SectionDownload[] {
  return [
    { name: 'leaderboard', raw: rutie.leaderboard.raw },
    ...rutie.figures.map((f) => ({ name: f.id, raw: f.table.raw })),
    ...(rutie.comparisons ? [{ name: 'mcnemar', raw: rutie.comparisons.raw }] : []),
    ...(rutie.humans ? [{ name: 'pools', raw: rutie.humans.pools.raw }] : []),
    ...(rutie.humans?.between ? [{ name: 'pools-between', raw: rutie.humans.between.raw }] : []),
    {
      name: 'questions',
      raw: rutie.questionPages.flatMap((p) =>
        p.questions.map((q) => ({
          question_id: q.id,
          question: q.question,
          choice1: q.choice1,
          choice2: q.choice2,
          gold: q.gold,
          category: q.categories.join('|'),
          turing_imitation: q.imitation.join('|'),
          use_context: q.useContext,
          ...Object.fromEntries(q.humans.map((h) => [`humans ${h.design}`, h.majority])),
          ...Object.fromEntries(q.answers.map((a) => [a.model, a.answer])),
        })),
      ),
    },
  ];
}
