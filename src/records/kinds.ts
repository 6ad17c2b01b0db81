import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { ConversationSchema, type Conversation } from './conversation.ts';
import { LengthCountSchema } from './counts.ts';
import { CuratedTagSchema } from './curatedTag.ts';
import { FedItemSchema } from './fed.ts';
import { LabelledExampleSchema } from './labelledExample.ts';
import { MethodTextSchema, PublishedCellSchema } from './methodText.ts';
import { PairJudgmentSchema, type PairJudgment } from './pairJudgment.ts';
import { PEER_KINDS } from './peers.ts';
import { PreferenceLabelSchema, type PreferenceLabel } from './preferenceLabel.ts';
import { PublishedLeaderboardRowSchema, PublishedSummarySchema } from './published.ts';
import { identityOf, recordKind } from './recordKind.ts';
import { RUTIE_KINDS } from './rutie.ts';
import { ChangeNoteSchema, ScoreSnapshotRowSchema } from './scoreSnapshot.ts';
import { SsaLabelSchema, SsaModelRowSchema } from './ssa.ts';
import { UniJudgmentSchema, type UniJudgment } from './uniJudgment.ts';

// The record kinds every read knows: the typed fields of Dataset and RecordSink (./dataset.ts), each with its
// identity for the record ledger. The sink, the empty sink and the ledger's guard are derived from these tables;
// a profile's own kinds are declared in its profile (BenchmarkProfile.recordKinds) and held in `records`.

/** The identity of a conversation: benchmark, setting, seed and model (its id says all four). */
export function conversationIdentity(c: Conversation): string {
  return `c\u0000${c.id}`;
}

/** The identity of a single-conversation judgment: the conversation and the judge; none without a seed. */
export function uniIdentity(j: UniJudgment): string | undefined {
  if (j.seed === '') return undefined;
  return ['u', j.benchmark, j.judge, j.setting, j.seed, j.model].join('\u0000');
}

/**
 * The identity of a pairwise judgment: the seed, both models in their order, the judge and the setting. Battles
 * without a question id, and counts (weighted records), have none: they can be told apart only by their file.
 */
export function pairIdentity(j: PairJudgment): string | undefined {
  if (j.seed === '' || j.weight !== undefined) return undefined;
  return ['p', j.benchmark, j.judge, j.kind, j.setting, j.seed, j.model1, j.model2].join('\u0000');
}

/** A short digest of a text, for an identity that rests on what a record quotes. */
const textId = (parts: unknown) => createHash('sha1').update(JSON.stringify(parts)).digest('base64');

/** The kinds held in the sink's own fields (not nested), by field. */
export const SINK_KINDS = {
  conversations: recordKind({
    key: 'conversations',
    schema: ConversationSchema,
    identity: conversationIdentity,
    content: (c) => c.chats,
  }),
  uniJudgments: recordKind({
    key: 'uniJudgments',
    schema: UniJudgmentSchema,
    identity: uniIdentity,
    content: (j) => [j.verdict, j.firstAiChat, j.raw],
  }),
  pairJudgments: recordKind({
    key: 'pairJudgments',
    schema: PairJudgmentSchema,
    identity: pairIdentity,
    content: (j) => [j.outcome, j.raw],
  }),
  /** Rows of a published leaderboard (BotChat's lb.csv, the peers' leaderboards), as printed. */
  publishedLeaderboard: recordKind({
    key: 'publishedLeaderboard',
    schema: PublishedLeaderboardRowSchema,
    // None yet: a peer's leaderboard may print one model in several rows (runs, spellings that resolve to one id),
    // and which of those a copy would repeat has not been established for every peer; rows are kept as printed.
    identity: undefined,
    content: (r) => r.values,
  }),
  /** Per-file summaries a study printed (HCG's result_summary files). */
  publishedSummaries: recordKind({
    key: 'publishedSummaries',
    schema: PublishedSummarySchema,
    // None: a summary names the judgment file it describes by its path, so a copied folder's summary describes
    // the copied judgments, which the ledger already tells apart.
    identity: undefined,
    content: (r) => r.values,
  }),
  /** Cells of tables a study printed in its text (README tables), as printed. */
  publishedCells: recordKind({
    key: 'publishedCells',
    schema: PublishedCellSchema,
    // None: a text may print the same table twice (a README and its translation); the method section shows the
    // cells of each text where it printed them.
    identity: undefined,
    content: (r) => r,
  }),
  /** Prompts and in-context examples that say how the numbers were made, read as text. */
  methodTexts: recordKind({
    key: 'methodTexts',
    schema: MethodTextSchema,
    // None: prompts and examples are shown as each source holds them; two sources quoting one prompt are two quotes.
    identity: undefined,
    content: (r) => r.text,
  }),
  /** Hand-labelled example conversations (BotChat's bad-case files, the Meena paper's tables). */
  labelledExamples: recordKind({
    key: 'labelledExamples',
    schema: LabelledExampleSchema,
    // None: an example's id counts the examples of its file (`<collection>/<file stem>/<n>`), which says nothing
    // of what the example holds: two files with one stem would collide.
    identity: undefined,
    content: (r) => r.chats,
  }),
  /** A person's tags on conversations (docs/curated-tags.md). */
  curatedTags: recordKind({
    key: 'curatedTags',
    schema: CuratedTagSchema,
    // None: a person may tag one conversation more than once (two chats, two categories), and tags have no id.
    identity: undefined,
    content: (r) => r.note,
  }),
  /** Preference labels (one per task and rater); not copied into pairJudgments (docs/decisions/0030). */
  preferenceLabels: recordKind({
    key: 'preferenceLabels',
    // The schema's ratings are typed by criterion in PreferenceLabel (its ResponseRatings); the fields are the same.
    schema: PreferenceLabelSchema as unknown as z.ZodType<PreferenceLabel>,
    // One rater's label of one task (the labelling guide's unit; its reader rejects a second within a file).
    identity: (r) => identityOf('pref', r.taskId, r.raterId),
    content: (r) => [
      r.modelA,
      r.modelB,
      r.responseA,
      r.responseB,
      r.preference,
      r.ratingsA,
      r.ratingsB,
      r.rejection,
      r.comment,
      r.rewrite ?? null,
    ],
  }),
  /** Meena SSA: per-rater sensibleness and specificity labels. */
  ssaLabels: recordKind({
    key: 'ssaLabels',
    schema: SsaLabelSchema,
    // One rater's label of one response: the key its reader rejects a second label of within a file.
    identity: (r) =>
      identityOf(
        'ssa',
        r.model,
        r.version,
        r.mode,
        r.run,
        r.decoding ? JSON.stringify(r.decoding) : undefined,
        r.conversation,
        r.turn,
        r.rater,
      ),
    content: (r) => [r.sensible, r.specificAnswered ?? null, r.specific, r.response ?? null],
  }),
  /** Meena SSA: the model table (perplexity, human-likeness). */
  ssaModels: recordKind({
    key: 'ssaModels',
    schema: SsaModelRowSchema,
    // One model version of the model table.
    identity: (r) => identityOf('ssam', r.model, r.version),
    content: (r) => [r.perplexity, r.humanLikeness ?? null, r.display ?? null],
  }),
  /** FED's items: five raters' values per quality. */
  fedItems: recordKind({
    key: 'fedItems',
    schema: FedItemSchema,
    // The item's place in its file, with what was rated: the system, the context and the response. What was rated
    // alone is not enough, since two conversations may open alike and both openings be rated (the demo's are); the
    // place alone would take another file's item k for a copy. A copy of the file, or a part of it from its start,
    // is used once; a second file whose item k rates the same exchange of the same system is taken for a copy.
    identity: (r) => identityOf('fed', r.level, r.item, r.system, textId([r.context, r.response ?? null])),
    content: (r) => r.ratings,
  }),
  /** Chat length histograms from counts files (docs/counts.md). */
  lengthCounts: recordKind({
    key: 'lengthCounts',
    schema: LengthCountSchema,
    // None: a counts row stands for many chats (like a weighted pair judgment); two rows with one token count are
    // two groups of chats. A copied counts file is told by its reader's file digest.
    identity: undefined,
    content: (r) => r,
  }),
  /** Dated leaderboard snapshots (docs/history.md). */
  scoreSnapshots: recordKind({
    key: 'scoreSnapshots',
    schema: ScoreSnapshotRowSchema,
    // A leaderboard snapshot's row: one model's score on one date (a second file with the same row is a copy).
    identity: (r) => `snapshot\u0000${r.benchmark}\u0000${r.date}\u0000${r.model}`,
    content: (r) => [r.score, r.lo ?? null, r.hi ?? null, r.n, r.label ?? null],
  }),
  /** The methodology changelog's entries (docs/history.md). */
  changeNotes: recordKind({
    key: 'changeNotes',
    schema: ChangeNoteSchema,
    // None: a changelog may hold two entries under one date; entries have no id beyond their place.
    identity: undefined,
    content: (r) => r.paragraphs,
  }),
};

/** The built-in kinds held in groups of their own in the sink: ruTiE's and the peers' formats. */
export const NESTED_KINDS = { rutie: RUTIE_KINDS, peers: PEER_KINDS };
