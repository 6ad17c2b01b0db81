// One model across benchmarks (issue 32, decision 0121): a name is one model wherever it appears; a clash is
// reported only where a name is really ambiguous, as a note.
import { describe, expect, it } from 'vitest';
import { BOTCHAT_MODELS } from '../profiles/botchat/models.ts';
import { ModelRegistry, type KnownModel } from './modelRegistry.ts';

const botchat = { file: 'botchat/lb.csv', benchmark: 'botchat' };
const alpaca = { file: 'alpaca/leaderboard.csv', benchmark: 'alpaca-eval' };
const battles = { file: 'votes.jsonl', benchmark: 'arena' };

/** A registry with BotChat's table, as a read of a folder holding BotChat's files has. */
const registry = (manifest: readonly KnownModel[] = []) => new ModelRegistry(manifest, [BOTCHAT_MODELS]);

describe('ModelRegistry across benchmarks', () => {
  it('reads a name that is a model table’s id as that model in any benchmark’s file, with no note', () => {
    const r = registry();
    expect(r.scope(BOTCHAT_MODELS, botchat).resolve('GPT-4')).toBe('gpt4');
    expect(r.scope([], alpaca).resolveOrAdd('gpt4')).toBe('gpt4');
    expect(r.scope([], alpaca).resolveOrAdd('vicuna-13b-v1.5')).toBe('vicuna-13b-v1.5');
    // Case and surrounding space aside, as every spelling compares.
    expect(r.scope([], battles).resolveOrAdd(' ChatGLM2-6B ')).toBe('chatglm2-6b');
    expect(r.nameNotes()).toEqual([]);
    const gpt4 = r.models().find((m) => m.id === 'gpt4')!;
    expect(gpt4).toMatchObject({ display: 'GPT-4', aliases: ['GPT-4', 'gpt4'] });
    expect(gpt4.spelledIn).toEqual([
      { benchmark: 'alpaca-eval', spellings: ['gpt4'] },
      { benchmark: 'botchat', spellings: ['GPT-4'] },
    ]);
  });

  it('gives the same id whichever file is read first', () => {
    const first = registry();
    first.scope([], alpaca).resolveOrAdd('gpt4');
    first.scope(BOTCHAT_MODELS, botchat).resolve('gpt4');
    const second = registry();
    second.scope(BOTCHAT_MODELS, botchat).resolve('gpt4');
    second.scope([], alpaca).resolveOrAdd('gpt4');
    expect(first.models().map((m) => m.id)).toEqual(['gpt4']);
    expect(second.models().map((m) => m.id)).toEqual(['gpt4']);
  });

  it('makes a name taken as given in two benchmarks one model, listing both spellings', () => {
    const r = registry();
    expect(r.scope([], alpaca).resolveOrAdd('claude-3-opus-20240229')).toBe('claude-3-opus-20240229');
    expect(r.scope([], battles).resolveOrAdd('Claude-3-Opus-20240229')).toBe('claude-3-opus-20240229');
    expect(r.models()[0]).toMatchObject({
      aliases: ['Claude-3-Opus-20240229', 'claude-3-opus-20240229'],
      spelledIn: [
        { benchmark: 'alpaca-eval', spellings: ['claude-3-opus-20240229'] },
        { benchmark: 'arena', spellings: ['Claude-3-Opus-20240229'] },
      ],
    });
    expect(r.nameNotes()).toEqual([]);
  });

  it('keeps a table’s spelling in its own files, and notes the name when another benchmark reads it otherwise', () => {
    const r = registry();
    // BotChat's files write `vicuna-13b` for Vicuna-13B v1.5; AlpacaEval's vicuna-13b is another model.
    expect(r.scope(BOTCHAT_MODELS, botchat).resolve('vicuna-13b')).toBe('vicuna-13b-v1.5');
    expect(r.scope([], alpaca).resolveOrAdd('vicuna-13b')).toBe('vicuna-13b');
    expect(r.nameNotes()).toEqual([
      {
        file: 'alpaca/leaderboard.csv',
        message:
          "the name \"vicuna-13b\" is read as 2 models: Vicuna-13B (id vicuna-13b-v1.5) in botchat/lb.csv (botchat), vicuna-13b (id vicuna-13b) in alpaca/leaderboard.csv (alpaca-eval); a model table's spelling means its own model in that table's files only. If they are one model, give it one entry in the manifest's models with this spelling among its aliases",
      },
    ]);
  });

  it('notes a table spelling only when another benchmark uses it too', () => {
    const r = registry();
    r.scope(BOTCHAT_MODELS, botchat).resolve('Vicuna-13B');
    r.scope([], alpaca).resolveOrAdd('vicuna-13b');
    // `Vicuna-13B` and `vicuna-13b` are one spelling (case aside): BotChat reads it as v1.5, AlpacaEval as its own.
    expect(r.nameNotes()).toHaveLength(1);
    const other = registry();
    other.scope(BOTCHAT_MODELS, botchat).resolve('GPT-4');
    other.scope([], alpaca).resolveOrAdd('vicuna-13b');
    expect(other.nameNotes()).toEqual([]);
  });

  it('keeps apart a different name whose id is taken, and notes both names', () => {
    const r = registry();
    expect(r.scope([], alpaca).resolveOrAdd('GPT 4o')).toBe('GPT-4o');
    expect(r.scope([], battles).resolveOrAdd('GPT-4o')).toBe('GPT-4o-2');
    // A name whose slug is a table's id but which is not that id is another name: kept apart too.
    expect(r.scope([], battles).resolveOrAdd('vicuna 13b v1.5')).toBe('vicuna-13b-v1.5-2');
    expect(r.nameNotes().map((n) => [n.file, n.message])).toEqual([
      [
        'votes.jsonl',
        'the names "GPT-4o" and "GPT 4o" make the same id (GPT-4o) but are different names: "GPT-4o" is kept apart as GPT-4o-2. If they are one model, give it one entry in the manifest\'s models with both spellings',
      ],
      [
        'votes.jsonl',
        'the names "vicuna 13b v1.5" and "vicuna-13b-v1.5" make the same id (vicuna-13b-v1.5) but are different names: "vicuna 13b v1.5" is kept apart as vicuna-13b-v1.5-2. If they are one model, give it one entry in the manifest\'s models with both spellings',
      ],
    ]);
  });

  it('joins what the manifest joins, and notes a spelling it gives to two models once a file uses it', () => {
    const r = registry([
      { id: 'gpt4', display: 'GPT-4', aliases: ['gpt-4', 'gpt-4-0613'] },
      { id: 'gpt-4-0314', display: 'GPT-4 (03/14)', aliases: ['gpt-4'] },
    ]);
    expect(r.scope([], alpaca).resolveOrAdd('gpt-4-0613')).toBe('gpt4');
    expect(r.nameNotes()).toEqual([]);
    expect(r.scope([], battles).resolveOrAdd('gpt-4')).toBe('gpt4');
    expect(r.nameNotes()).toEqual([
      {
        file: 'votes.jsonl',
        message:
          'the manifest gives the name "gpt-4" to two models, GPT-4 (id gpt4) and GPT-4 (03/14) (id gpt-4-0314): read as gpt4 (its first entry); keep the spelling under one model',
      },
    ]);
  });
});
