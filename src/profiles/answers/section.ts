// The answer browser (key `answers`): for every question-and-answer benchmark the data hold (MT-Bench, arena-hard),
// an index of its questions and a page per question with every model's answer side by side (stacked on a phone),
// the judge's grade and explanation where the data hold them, the reference answer and the category. Its pages are
// in the site search, so a word of any answer finds its question.
import { sortAsText, tableFromSpecs } from '../../render/columnSpec.ts';
import type { SiteSection } from '../profile.ts';
import { buildAnswersSection } from './site/build.ts';
import type { AnswersModel } from './site/model.ts';

export const answersSection: SiteSection<AnswersModel, 'answers'> = {
  key: 'answers',
  title: 'Answers',
  place: 50,
  build: (data, ctx) => buildAnswersSection(data, ctx),
  pages: [{ pattern: '/answers/[...path]', entrypoint: new URL('./pages/index.astro', import.meta.url) }],
  downloads: {
    bootstrap: false,
    tables: (m) => m.benchmarks.map((b) => ({ name: `${b.id}-questions`, raw: b.index.raw })),
  },
  modelRows(model, m) {
    return m.benchmarks.flatMap((b) => {
      const answered = b.questions.filter((q) => q.answers.some((a) => a.model === model)).length;
      if (answered === 0) return [];
      return [
        {
          title: `${b.title}: answers`,
          path: `answers/${b.id}/`,
          table: tableFromSpecs(
            [
              { id: 'answered', label: 'Questions answered', numeric: true, value: () => answered },
              { id: 'encoding', label: 'Lengths in', field: null, value: () => b.encoding, sort: sortAsText },
            ],
            [model],
            { extra: (m) => ({ model: m }), fieldOrder: ['model'] },
          ),
          links: [
            {
              label: 'its answers, question by question',
              path: `answers/${b.id}/?models=${encodeURIComponent(model)}`,
            },
          ],
        },
      ];
    });
  },
  nav: { label: 'Answers' },
};
