// The shared vocabulary of the pipeline: ingest produces these records, statistics and rendering consume them.
export * from './source.ts';
export * from './conversation.ts';
export * from './uniJudgment.ts';
export * from './pairJudgment.ts';
export * from './published.ts';
export * from './model.ts';
export * from './badCase.ts';
export * from './labelledExample.ts';
export * from './methodText.ts';
export * from './curatedTag.ts';
// Meena SSA and FED.
export * from './ssa.ts';
export * from './fed.ts';
export * from './counts.ts';
