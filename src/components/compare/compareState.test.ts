import { describe, expect, it } from 'vitest';
import { chooseBenchmark, compareQuery, percent, readCompareState } from './compareState.ts';

describe('readCompareState and compareQuery', () => {
  it('read back what they write, leaving out what is empty, off or the first page', () => {
    const s = {
      a: 'gpt4--2026-10',
      b: 'gpt4--2026-11',
      benchmark: 'botchat',
      judge: 'gpt-4',
      disagree: true,
      regressedFirst: true,
      page: 3,
    };
    expect(compareQuery(s)).toBe(
      '?a=gpt4--2026-10&b=gpt4--2026-11&benchmark=botchat&judge=gpt-4&disagree=1&order=regressed&page=3',
    );
    expect(readCompareState(compareQuery(s))).toEqual(s);
    expect(
      compareQuery({
        a: 'gpt4',
        b: 'GT',
        benchmark: '',
        judge: '',
        disagree: false,
        regressedFirst: false,
        page: 1,
      }),
    ).toBe('?a=gpt4&b=GT');
  });
  it('read missing parameters as empty and a bad page as the first', () => {
    expect(readCompareState('?a=x&page=zero&disagree=yes')).toEqual({
      a: 'x',
      b: '',
      benchmark: '',
      judge: '',
      disagree: false,
      regressedFirst: false,
      page: 1,
    });
  });
});

describe('chooseBenchmark', () => {
  const botchat = { id: 'botchat', models: [{ id: 'gpt4' }, { id: 'GT' }] };
  const hcg = { id: 'hcg', models: [{ id: 'DemoBot' }, { id: 'GT' }] };
  it('takes the benchmark asked for when it holds both models, else the first that does', () => {
    expect(chooseBenchmark([botchat, hcg], { a: 'DemoBot', b: 'GT', benchmark: '' })).toBe(hcg);
    expect(chooseBenchmark([botchat, hcg], { a: 'gpt4', b: 'GT', benchmark: 'hcg' })).toBe(botchat);
    expect(chooseBenchmark([botchat, hcg], { a: 'GT', b: 'gpt4', benchmark: 'botchat' })).toBe(botchat);
  });
  it('falls back to a benchmark holding model A, then the one asked for, then the first', () => {
    expect(chooseBenchmark([botchat, hcg], { a: 'DemoBot', b: 'gpt4', benchmark: '' })).toBe(hcg);
    expect(chooseBenchmark([botchat, hcg], { a: '', b: '', benchmark: 'hcg' })).toBe(hcg);
    expect(chooseBenchmark([botchat, hcg], { a: 'nobody', b: '', benchmark: '' })).toBe(botchat);
    expect(chooseBenchmark([], { a: '', b: '', benchmark: '' })).toBeUndefined();
  });
});

describe('percent', () => {
  it('prints one decimal of a percentage, an en dash for none', () => {
    expect(percent(17 / 29)).toBe('58.6%');
    expect(percent(null)).toBe('–');
  });
});
