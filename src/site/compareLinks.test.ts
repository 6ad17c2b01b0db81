import { describe, expect, it } from 'vitest';
import { compareHref, compareLinks } from './compareLinks.ts';
import type { ConversationView, ModelView, ViewModel } from './siteModel.ts';

const view = (path: string, benchmark: string, figures = 1) =>
  ({
    path,
    benchmark,
    benchmarkTitle: benchmark.toUpperCase(),
    figures: Array(figures).fill({}),
  }) as ViewModel;
const model = (id: string, views: string[]) =>
  ({ id, display: `${id}!`, tables: views.map((v) => ({ view: v })) }) as unknown as ModelView;

describe('compareLinks', () => {
  it('lists, per benchmark that judged the model, the other models judged there (by table or by conversation)', () => {
    const judged = { verdicts: [{}] } as ConversationView;
    const site = {
      views: [view('b-j1', 'b'), view('b-j2', 'b'), view('h-j', 'h'), view('p', 'p', 0)],
      models: [
        model('x', ['b-j1', 'p']),
        model('y', ['b-j2', 'h-j', 'p']),
        model('GT', ['h-j']),
        model('z', []),
      ],
      conversations: [
        { ...judged, benchmark: 'b', model: 'GT' },
        // A conversation no judge judged does not make its model comparable.
        { benchmark: 'b', model: 'z', verdicts: [] } as unknown as ConversationView,
      ],
    };
    expect(compareLinks(site, 'y')).toEqual([
      {
        benchmark: 'b',
        title: 'B',
        others: [
          { id: 'x', display: 'x!' },
          { id: 'GT', display: 'GT!' },
        ],
      },
      { benchmark: 'h', title: 'H', others: [{ id: 'GT', display: 'GT!' }] },
    ]);
    expect(compareLinks(site, 'z')).toEqual([]);
    // A view of published values alone (no figure) offers no comparison: x and y share only b there.
    expect(compareLinks(site, 'x').map((c) => c.benchmark)).toEqual(['b']);
  });
  it('writes the URL pattern compare/?a=&b=&benchmark=', () => {
    expect(compareHref('gpt4', 'llama2-7b', 'botchat')).toBe('compare/?a=gpt4&b=llama2-7b&benchmark=botchat');
    expect(compareHref('gpt4')).toBe('compare/?a=gpt4');
  });
});
