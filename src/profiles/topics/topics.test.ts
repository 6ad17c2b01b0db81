// The topics section on a hand-made MT-Bench question set: 12 questions on three planted subjects (the set's own
// categories), graded for two models; and the same files renamed and rearranged beside another file. The topics,
// their agreement with the categories and each topic's leaderboard are checked against values worked by hand.
import { describe, expect, it } from 'vitest';
import { jsonl, readTree } from '../../../test/peers/readTree.ts';
import { FILES, grades, QUESTIONS, ROOT } from '../../../test/peers/topicsFixture.ts';
import type { SectionContext } from '../profile.ts';
import { buildTopicsSection } from './site/build.ts';

const ctx: SectionContext = {
  name: (m) => m,
  seed: 1,
  rounds: 10,
  countTokens: () => 0,
  conversationPaths: new Map(),
};

async function sectionOf(files: Record<string, string>) {
  const { data, messages } = await readTree(files);
  expect(messages).toEqual([]);
  return buildTopicsSection(data, ctx)!;
}

describe('the topics section', () => {
  it('groups the 12 questions into their 3 subjects, with an adjusted Rand index of 1', async () => {
    const m = await sectionOf(FILES);
    expect(m.notGrouped).toEqual([]);
    expect(m.sets).toHaveLength(1);
    const s = m.sets[0]!;
    expect(s).toMatchObject({ bench: 'mt_bench', questions: 12, k: 3 });
    expect(s.agreement).toEqual({ field: 'category', groups: 3, k: 3, ari: 1 });
    // Each topic's main category holds all of its questions.
    expect(s.table.raw.map((r) => [r.questions, r['main-category-share']])).toEqual([
      [4, 1],
      [4, 1],
      [4, 1],
    ]);
    expect(new Set(s.table.raw.map((r) => r['main-category']))).toEqual(
      new Set(['cooking', 'coding', 'travel']),
    );
    expect(s.assignment.raw).toHaveLength(12);
  });

  it('gives each topic its own leaderboard of mean grades, worked by hand', async () => {
    const s = (await sectionOf(FILES)).sets[0]!;
    const byCategory = new Map(
      s.topics.map((t) => {
        const category = s.table.raw.find((r) => r.topic === t.id)!['main-category'] as string;
        return [category, new Map(t.board!.raw.map((r) => [r.model, [r.score, r.n]]))] as const;
      }),
    );
    // model-a: cooking (9·4 + 8·4)/8 = 8.5, coding 2.5, travel 5.5, over 8 grades each.
    expect(byCategory.get('cooking')!.get('model-a')).toEqual([8.5, 8]);
    expect(byCategory.get('coding')!.get('model-a')).toEqual([2.5, 8]);
    expect(byCategory.get('travel')!.get('model-a')).toEqual([5.5, 8]);
    // model-b: 5 on every grade; cooking has 7 grades (question 101's second turn was not graded).
    expect(byCategory.get('cooking')!.get('model-b')).toEqual([5, 7]);
    expect(byCategory.get('coding')!.get('model-b')).toEqual([5, 8]);
    // Best first: on coding model-b (5) leads model-a (2.5).
    const coding = s.topics.find((t) => t.questions.some((q) => q.id === '105'))!;
    expect(coding.board!.raw.map((r) => r.model)).toEqual(['model-b', 'model-a']);
  });

  it('is the same when the files are renamed, rearranged and joined by another file', async () => {
    const a = await sectionOf(FILES);
    const shuffled = [...QUESTIONS].reverse();
    const b = await sectionOf({
      'mine/notes.txt': 'my notes',
      [`elsewhere/${ROOT}/question.jsonl`]: jsonl(shuffled),
      [`elsewhere/${ROOT}/model_judgment/gpt-4_single.jsonl`]: jsonl([...grades].reverse()),
    });
    expect(JSON.stringify(b.sets.map((s) => s.topics))).toBe(JSON.stringify(a.sets.map((s) => s.topics)));
    expect(b.sets[0]!.agreement).toEqual(a.sets[0]!.agreement);
  });

  it('lists a set too small to group beside a grouped one, and makes no page when none is grouped', async () => {
    const small = QUESTIONS.slice(0, 5).map((q) => ({ ...q, question_id: q.question_id + 100 }));
    const m = await sectionOf({ ...FILES, 'fastchat/llm_judge/data/other/question.jsonl': jsonl(small) });
    expect(m.sets.map((s) => s.bench)).toEqual(['mt_bench']);
    expect(m.notGrouped).toEqual([
      { title: 'MT-Bench', bench: 'other', questions: 5, why: 'fewer than 10 questions' },
    ]);
    const { data } = await readTree({ [`${ROOT}/question.jsonl`]: jsonl(QUESTIONS.slice(0, 5)) });
    expect(buildTopicsSection(data, ctx)).toBeUndefined();
  });
});
