// Two runs of one model (decision 0175): a file the manifest marks with `run` holds a run of its models, kept
// apart from the other runs as a model of its own, `<model>--<run>`, shown as "<name> (run <run>)". The compare
// page then pairs two runs item by item as it pairs two models. The ground truth is nobody's run: it keeps its id.
import { conversationId, type Conversation } from '../records/conversation.ts';
import { GROUND_TRUTH } from '../records/ids.ts';
import type { RecordSink } from '../records/dataset.ts';
import type { ModelInfo } from '../records/model.ts';
import type { PairJudgment } from '../records/pairJudgment.ts';
import type { UniJudgment } from '../records/uniJudgment.ts';

/** What joins a model id and a run label: `gpt4--2026-10`. */
export const RUN_SEPARATOR = '--';

/** The id of a model's run (the ground truth keeps its own). */
export function runModelId(model: string, run: string): string {
  return model === GROUND_TRUTH ? model : `${model}${RUN_SEPARATOR}${run}`;
}

/** An array whose `push` passes each record through `map` first (readers only push, recordLedger.ts). */
function mapped<T>(target: T[], map: (r: T) => T): T[] {
  return new Proxy(target, {
    get(t, prop, receiver) {
      if (prop === 'push') return (...items: T[]) => t.push(...items.map(map));
      return Reflect.get(t, prop, receiver);
    },
  });
}

/**
 * A sink for one file of a run: its conversations and judgments are written with their models' run ids (and a
 * conversation's id made from its run id), and each base model met is noted in `runs` (run id to base id and run).
 */
/** The sink of a file: a run's sink when the file holds a run, else the sink itself. */
export function withRun(
  sink: RecordSink,
  run: string | undefined,
  runs: Map<string, { model: string; run: string }>,
): RecordSink {
  return run === undefined ? sink : runSink(sink, run, runs);
}

export function runSink(
  sink: RecordSink,
  run: string,
  runs: Map<string, { model: string; run: string }>,
): RecordSink {
  const id = (m: string) => {
    const r = runModelId(m, run);
    if (r !== m) runs.set(r, { model: m, run });
    return r;
  };
  return {
    ...sink,
    conversations: mapped(sink.conversations, (c: Conversation) => {
      const model = id(c.model);
      return { ...c, model, id: conversationId(c.benchmark, c.setting, c.seed, model) };
    }),
    uniJudgments: mapped(sink.uniJudgments, (j: UniJudgment) => ({ ...j, model: id(j.model) })),
    pairJudgments: mapped(sink.pairJudgments, (p: PairJudgment) => ({
      ...p,
      model1: id(p.model1),
      model2: id(p.model2),
    })),
  };
}

/**
 * The models list with each run's display name, `<base display> (run <run>)`, and its base model's link; a base
 * model met only in runs' files (no conversation or judgment of its own, in `used`) is left out.
 */
export function withRunModels(
  models: readonly ModelInfo[],
  runs: ReadonlyMap<string, { model: string; run: string }>,
  used: ReadonlySet<string>,
): ModelInfo[] {
  if (runs.size === 0) return [...models];
  const byId = new Map(models.map((m) => [m.id, m]));
  const bases = new Set([...runs.values()].map((r) => r.model));
  return models.flatMap((m) => {
    const r = runs.get(m.id);
    if (r) {
      const base = byId.get(r.model);
      return [
        {
          ...m,
          display: `${base?.display ?? r.model} (run ${r.run})`,
          ...(base?.link ? { link: base.link } : {}),
        },
      ];
    }
    return bases.has(m.id) && !used.has(m.id) ? [] : [m];
  });
}
