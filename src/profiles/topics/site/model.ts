// The topics section of the site model (SiteModel.sections.topics): built by ./build.ts, shown by
// ../pages/index.astro, downloaded under data/topics/.
import type { TableModel } from '../../../site/viewModel.ts';

/** One topic of a question set: its words, its questions and, where the set has scores, its own leaderboard. */
export interface TopicEntry {
  id: number;
  /** Its three heaviest terms. */
  terms: string[];
  /** Its questions, in id order, each with the start of its first turn. */
  questions: { id: string; text: string }[];
  /** The models' scores on this topic's questions alone (absent when the set has no scores). */
  board?: TableModel;
}

/** The topics of one question set (MT-Bench's questions, arena-hard v0.1's, ...). */
export interface TopicSet {
  /** Path-safe: the page's anchor and the download's name. */
  key: string;
  benchmark: string;
  /** The benchmark's title and the question set. */
  title: string;
  bench: string;
  questions: number;
  /** Topics made, and the terms their vectors hold. */
  k: number;
  terms: number;
  /**
   * How well topics recover the set's own grouping: its field (category or cluster), how many groups it has, and
   * the adjusted Rand index of as many topics as that against it.
   */
  agreement?: { field: string; groups: number; k: number; ari: number };
  /** The topics: id, terms, size and the set's own group most of its questions are in. */
  table: TableModel;
  topics: TopicEntry[];
  /** What a topic's board holds, in words (absent when the set has no scores). */
  scoreMeaning?: string;
  /** Each question's topic, for the download. */
  assignment: TableModel;
}

export interface TopicsModel {
  sets: TopicSet[];
  /** Question sets with too few questions to group, or too many (the clustering's n × n limit). */
  notGrouped: { title: string; bench: string; questions: number; why: string }[];
}
