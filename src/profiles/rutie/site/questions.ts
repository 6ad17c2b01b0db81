// The question browser: the dialog in pages of consecutive questions, each with its gold answer when known, each
// pool's majority and every model's answer.
import { POOL_DIALOG_KEY } from '../linkRutie.ts';
import type { RutieQuestionPage, RutieQuestionView } from './model.ts';
import {
  DESIGN_LABEL,
  key,
  RUTIE_QUESTIONS_PER_PAGE,
  type Contender,
  type Pool,
  type Question,
} from './shared.ts';

/** The dialog in pages of RUTIE_QUESTIONS_PER_PAGE consecutive questions. */
export function questionPages(
  questions: readonly Question[],
  models: readonly Contender[],
  pools: readonly Pick<Pool, 'file' | 'design' | 'consensus'>[],
  hasGold: boolean,
): RutieQuestionPage[] {
  const views: RutieQuestionView[] = questions.map((q) => {
    const k = key(q.dialogId, q.questionId);
    const gold = q.gold;
    const correct = (a: string | null) => (hasGold && gold !== null ? a === gold : null);
    return {
      id: q.questionId,
      question: q.question,
      choice1: q.choice1,
      choice2: q.choice2,
      hasText: q.hasText,
      gold,
      categories: q.categories,
      imitation: q.imitation,
      useContext: q.useContext,
      humans: pools.flatMap((p) => {
        const u = q.dialogId === POOL_DIALOG_KEY.dialogId ? p.consensus.units[q.questionId] : undefined;
        return u
          ? [
              {
                design: DESIGN_LABEL[p.design],
                majority: u.majority,
                votes: u.votes,
                raters: u.raters,
                correct: correct(u.majority),
              },
            ]
          : [];
      }),
      answers: models.map((m) => {
        const a = m.answers.get(k) ?? null;
        return { model: m.id, display: m.display, answer: a, correct: correct(a) };
      }),
    };
  });
  const pages: RutieQuestionPage[] = [];
  for (let i = 0; i < views.length; i += RUTIE_QUESTIONS_PER_PAGE) {
    const slice = views.slice(i, i + RUTIE_QUESTIONS_PER_PAGE);
    const page = pages.length + 1;
    pages.push({
      path: `rutie/questions/${page}`,
      page,
      from: slice[0]!.id,
      to: slice[slice.length - 1]!.id,
      questions: slice,
    });
  }
  return pages;
}
