import { describe, expect, it } from 'vitest';
import { compareHref, compareLinks } from './compareLinks.ts';
import type { ConversationView, ModelView, ViewModel } from './siteModel.ts';

const view = (path: string, benchmark: string) =>
  ({ path, benchmark, benchmarkTitle: benchmark.toUpperCase() }) as ViewModel;
const model = (id: string, views: string[]) =>
  ({ id, display: `${id}!`, tables: views.map((v) => ({ view: v })) }) as unknown as ModelView;

describe('compareLinks', () => {
  it('lists, per benchmark holding the model, the other models there (by table or by conversation)', () => {
    const site = {
      views: [view('b-j1', 'b'), view('b-j2', 'b'), view('h-j', 'h')],
      models: [model('x', ['b-j1']), model('y', ['b-j2', 'h-j']), model('GT', ['h-j']), model('z', [])],
      conversations: [{ benchmark: 'b', model: 'GT' } as ConversationView],
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
  });
  it('writes the URL pattern compare/?a=&b=&benchmark=', () => {
    expect(compareHref('gpt4', 'llama2-7b', 'botchat')).toBe('compare/?a=gpt4&b=llama2-7b&benchmark=botchat');
    expect(compareHref('gpt4')).toBe('compare/?a=gpt4');
  });
});
