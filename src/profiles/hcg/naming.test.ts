import { describe, expect, it } from 'vitest';
import { hcgNaming, settingSplit, type NamingInput } from './naming.ts';

/** A folder's names: single-dialogue judgment files, comparison files (gt_eval when `gt`), summaries. */
function naming(input: Partial<NamingInput>) {
  return hcgNaming({ dialogueFiles: new Map(), uniStems: [], pairFiles: [], summaries: [], ...input });
}

// The study's arena split names its files `arena_<inquirer>_<responder>_<turns>` (one segment of data set where
// oasst has two) and its real dialogues `arena_model_a_summaries`: the documented pattern
// `<data set>_<language>_<inquirer>_<responder>_<turns>` reads `arena_gemma_27b_GPT4oMini_6` as model "27b".
const ARENA_UNI = [
  'arena_GPT4o_GPT4oMini_6',
  'arena_GPT4oMini_GPT4oMini_6',
  'arena_gemma_27b_GPT4oMini_6',
  'arena_llama_3b_v1_GPT4oMini_12',
  'arena_llama_8B_GPT4oMini_6',
  'arena_model_a_summaries',
];

describe('hcgNaming: model names', () => {
  it('keeps a model name with underscores whole (27b, v1 and 8B are not models)', () => {
    const n = naming({
      uniStems: ARENA_UNI,
      pairFiles: [{ stem: 'arena_model_a_summaries_arena_gemma_27b_GPT4oMini_6', gtFolder: true }],
    });
    expect(ARENA_UNI.slice(0, 5).map((s) => [n.dialogue(s).model, n.dialogue(s).turns])).toEqual([
      ['GPT4o', '6'],
      ['GPT4oMini', '6'],
      ['gemma_27b', '6'],
      ['llama_3b_v1', '12'],
      ['llama_8B', '6'],
    ]);
    // Side A of a comparison filed under gt_eval is the real dialogues, whatever their name.
    expect(n.dialogue('arena_model_a_summaries')).toMatchObject({
      model: 'GT',
      turns: '',
      fromContent: false,
    });
    expect(n.splits).toEqual(new Set(['arena']));
  });

  it('reads the documented two-segment start of the oasst split, and a model named like the responder', () => {
    const n = naming({
      uniStems: [
        'oasst1_en_min_6_turns_summary',
        'oasst1_en_GPT4oMini_GPT4oMini_12',
        'oasst1_en_mistral_v2_GPT4oMini_6',
      ],
    });
    expect(n.dialogue('oasst1_en_GPT4oMini_GPT4oMini_12')).toMatchObject({
      model: 'GPT4oMini',
      turns: '12',
      split: 'oasst1_en',
      setting: '12',
    });
    expect(n.dialogue('oasst1_en_mistral_v2_GPT4oMini_6').model).toBe('mistral_v2');
    expect(n.dialogue('oasst1_en_min_6_turns_summary')).toMatchObject({ model: 'GT', turns: '6' });
  });

  it('falls back to the documented pattern for a split of one name, and reads a name without turns whole', () => {
    const n = naming({ uniStems: ['dailydialog_zh_llama_3B_GPT4oMini_12', 'my dialogues'] });
    expect(n.dialogue('dailydialog_zh_llama_3B_GPT4oMini_12')).toMatchObject({
      model: 'llama_3B',
      turns: '12',
    });
    expect(n.dialogue('dailydialog_zh_llama_3B_GPT4oMini_12').how).toContain("study's documented pattern");
    expect(n.dialogue('my dialogues')).toMatchObject({ model: 'my dialogues', whole: true, setting: '' });
  });

  it("takes the dialogue file's content over the name", () => {
    const n = naming({
      dialogueFiles: new Map([['arena_gemma_27b_GPT4oMini_6', { model: 'gemma-2-27b-it', turns: '6' }]]),
      uniStems: ARENA_UNI,
    });
    expect(n.dialogue('arena_gemma_27b_GPT4oMini_6')).toMatchObject({
      model: 'gemma-2-27b-it',
      fromContent: true,
    });
  });

  it('files two splits of one folder apart: the setting names the split', () => {
    const n = naming({
      uniStems: [...ARENA_UNI, 'oasst1_en_min_6_turns_summary', 'oasst1_en_gemma_27b_GPT4oMini_6'],
      pairFiles: [{ stem: 'arena_model_a_summaries_arena_gemma_27b_GPT4oMini_6', gtFolder: true }],
    });
    expect(n.splits).toEqual(new Set(['arena', 'oasst1_en']));
    expect(n.dialogue('arena_gemma_27b_GPT4oMini_6')).toMatchObject({
      model: 'gemma_27b',
      setting: 'arena-6',
    });
    expect(n.dialogue('oasst1_en_gemma_27b_GPT4oMini_6')).toMatchObject({
      model: 'gemma_27b',
      setting: 'oasst1_en-6',
    });
    expect(n.dialogue('arena_model_a_summaries').setting).toBe('arena');
    expect(n.dialogue('oasst1_en_min_6_turns_summary').setting).toBe('oasst1_en-6');
    expect(['arena-6', 'oasst1_en-12', '6', 'arena'].map(settingSplit)).toEqual([
      'arena',
      'oasst1_en',
      '',
      'arena',
    ]);
  });
});

describe('hcgNaming: joined names', () => {
  it('splits a joined name where both sides are names other files declare', () => {
    // Both models' names hold the judge's (GPT4o): the cut is found by the declared names, not by a pattern.
    const n = naming({ uniStems: ARENA_UNI });
    expect(n.split('arena_GPT4oMini_GPT4oMini_6_arena_GPT4o_GPT4oMini_6')).toMatchObject({
      a: 'arena_GPT4oMini_GPT4oMini_6',
      b: 'arena_GPT4o_GPT4oMini_6',
    });
    expect(n.split('arena_llama_8B_GPT4oMini_6_arena_gemma_27b_GPT4oMini_6')).toMatchObject({
      a: 'arena_llama_8B_GPT4oMini_6',
      b: 'arena_gemma_27b_GPT4oMini_6',
    });
  });

  it('splits as the published summary names the two files, before anything else', () => {
    const n = naming({
      summaries: [
        {
          stem: 'x_y_z',
          kind: 'pair',
          a: 'x_y',
          b: 'z',
          gtFolder: false,
        },
      ],
      // Declared otherwise too: the summary decides.
      uniStems: ['x', 'y_z'],
    });
    expect(n.split('x_y_z')).toMatchObject({ a: 'x_y', b: 'z', how: expect.stringContaining('summary') });
  });

  it('splits after the one declared side when the other is declared nowhere', () => {
    const n = naming({ uniStems: ['arena_model_a_summaries'] });
    expect(n.split('arena_model_a_summaries_arena_llama_3b_v2_GPT4oMini_6')).toMatchObject({
      a: 'arena_model_a_summaries',
      b: 'arena_llama_3b_v2_GPT4oMini_6',
    });
  });

  it('leaves a name undecided when it splits two ways, or no way', () => {
    const n = naming({ uniStems: ['a', 'a_b', 'b_c', 'c'] });
    const two = n.split('a_b_c');
    expect(two.a).toBeUndefined();
    expect(two).toMatchObject({ why: expect.stringContaining('2 ways') });
    expect(naming({}).split('pairs').a).toBeUndefined();
    expect(naming({}).split('model_a_model_b').a).toBeUndefined();
  });

  it("splits by the study's documented names when nothing declares them", () => {
    const n = naming({});
    expect(n.split('oasst1_en_min_6_turns_summary_oasst1_en_llama_3b_v1_GPT4oMini_12')).toMatchObject({
      a: 'oasst1_en_min_6_turns_summary',
      b: 'oasst1_en_llama_3b_v1_GPT4oMini_12',
    });
  });

  it('reads the first file of a gt_eval comparison as the real dialogues, and of a pair_eval one as a model', () => {
    const n = naming({
      uniStems: ARENA_UNI,
      pairFiles: [
        { stem: 'arena_model_a_summaries_arena_llama_8B_GPT4oMini_6', gtFolder: true },
        { stem: 'arena_llama_8B_GPT4oMini_6_arena_gemma_27b_GPT4oMini_6', gtFolder: false },
      ],
    });
    expect([...n.real.keys()]).toEqual(['arena_model_a_summaries']);
    expect(n.dialogue('arena_llama_8B_GPT4oMini_6').model).toBe('llama_8B');
  });
});
