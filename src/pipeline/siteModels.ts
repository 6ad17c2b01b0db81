// The model pages: each model's row in every leaderboard it is ranked in, its chat lengths, the conversations a
// judge found it out soonest in, and (filled in by the caller) its rows in the sections of other benchmarks.
import type { Dataset } from '../records/dataset.ts';
import { lengthDistribution, lengthDistributionRow } from '../render/charts/lengthDistribution.ts';
import type { ConversationView, ModelView, ViewModel } from '../site/siteModel.ts';
import type { LengthStats } from '../stats/lengthStats.ts';
import { byText, judgePhrase } from '../views/viewContext.ts';

/** How many of a model's soonest-found conversations its page lists. */
const WORST_SHOWN = 20;

export function buildModels(
  data: Dataset,
  conversations: readonly ConversationView[],
  views: readonly ViewModel[],
  lengths: ReadonlyMap<string, readonly LengthStats[]>,
): ModelView[] {
  return data.models.map((m) => {
    const worst = conversations
      .filter((c) => c.model === m.id)
      .flatMap((c) =>
        c.verdicts
          .filter((v) => v.verdict === 'ai')
          .map((v) => ({
            path: c.path,
            label: `${c.benchmark} ${c.setting ? `${c.setting} ` : ''}${c.seed}`,
            firstAiChat: v.firstAiChat,
            judge: v.judge,
          })),
      )
      .sort((a, b) => (a.firstAiChat ?? 0) - (b.firstAiChat ?? 0) || byText(a.path, b.path))
      .slice(0, WORST_SHOWN);
    const mine = [...lengths.values()].flat().filter((l) => l.model === m.id && l.tokens.length > 0);
    const tables = views.flatMap((view) => {
      const i = view.leaderboard.table.raw.findIndex((r) => r.model === m.id);
      if (i === -1) return [];
      const t = view.leaderboard.table;
      return [
        {
          view: view.path,
          title: `${view.benchmarkTitle}, ${judgePhrase(view.judgeDisplay)}`,
          table: { ...t, rows: [t.rows[i]!], raw: [t.raw[i]!] },
        },
      ];
    });
    return {
      id: m.id,
      display: m.display,
      path: `models/${m.id}`,
      aliases: m.aliases,
      isGroundTruth: m.isGroundTruth,
      tables,
      ...(mine.length > 0
        ? {
            lengthSvg: lengthDistribution(
              mine.map((l, i) =>
                lengthDistributionRow(
                  { model: `${m.id}-${i}`, display: `${m.display} (${l.chats} chats)` },
                  l,
                ),
              ),
              {
                title: `Chat length of ${m.display} (cl100k tokens)`,
                xLabel: 'tokens per generated chat (log scale)',
                scale: 'log',
              },
            ),
          }
        : {}),
      worst,
      sections: [],
      scoredIn: [],
    };
  });
}
