// The shared vocabulary of the pipeline: ingest produces these records, statistics and rendering consume them.
export * from './source.ts';
export * from './conversation.ts';
export * from './uniJudgment.ts';
export * from './pairJudgment.ts';
export * from './published.ts';
export * from './model.ts';
export * from './counts.ts';
