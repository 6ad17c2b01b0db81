// Checks between BotChat's files once all are read: judgments must be about the conversations the site shows. A
// Uni-Eval row embeds the conversation it judged, and an Arena row the two it compared: they are checked against the
// conversations file. Ground-truth comparisons need the ground-truth file.
import { textDigest } from '../../ingest/textDigest.ts';
import type { Conversation } from '../../records/conversation.ts';
import type { RecordSink } from '../../records/dataset.ts';
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { IngestReport } from '../../records/report.ts';
import { formatSource, type Source } from '../../records/source.ts';
import { BOTCHAT } from './readers.ts';

/** The N of an Arena setting (`N=16` gives 16), or undefined. */
function settingN(setting: string): number | undefined {
  const m = /^N=(\d+)$/.exec(setting);
  return m ? Number(m[1]) : undefined;
}

/** Counts of records of one file that disagree with the conversations, and the first place. */
interface Disagreement {
  n: number;
  of: number;
  first?: Source;
}

function tally(map: Map<string, Disagreement>, file: string, differs: boolean, at: Source): void {
  let d = map.get(file);
  if (!d) map.set(file, (d = { n: 0, of: 0 }));
  d.of++;
  if (differs) {
    d.n++;
    d.first ??= at;
  }
}

/**
 * Reports, as problems of the read: Uni-Eval judgments whose embedded conversation is not the conversations file's
 * for the same seed and model; Arena judgments whose two conversations are not the first N chats of the
 * conversations file's; ground-truth comparisons read without the ground-truth file. Judgments of conversations
 * that no file holds are noted per file.
 */
export function checkBotchatFiles(sink: RecordSink, report: IngestReport): void {
  const conversations = new Map<string, Conversation>();
  for (const c of sink.conversations) if (c.benchmark === BOTCHAT) conversations.set(c.id, c);
  const models = new Set(
    [...conversations.values()].filter((c) => c.model !== GROUND_TRUTH).map((c) => c.model),
  );
  const uniOff = new Map<string, Disagreement>();
  const missing = new Map<string, number>();
  for (const j of sink.uniJudgments) {
    if (j.benchmark !== BOTCHAT || !j.conversationId || j.judgedText === undefined) continue;
    const c = conversations.get(j.conversationId);
    if (!c) {
      if (models.size > 0) missing.set(j.source.file, (missing.get(j.source.file) ?? 0) + 1);
      continue;
    }
    tally(uniOff, j.source.file, textDigest(c.chats) !== j.judgedText, j.source);
  }
  const arenaOff = new Map<string, Disagreement>();
  for (const j of sink.pairJudgments) {
    if (j.benchmark !== BOTCHAT || j.kind !== 'arena' || j.judgedText === undefined) continue;
    const n = settingN(j.setting);
    const a = conversations.get(`${BOTCHAT}/${j.seed}/${j.model1}`);
    const b = conversations.get(`${BOTCHAT}/${j.seed}/${j.model2}`);
    if (n === undefined || !a || !b) continue;
    tally(
      arenaOff,
      j.source.file,
      textDigest([a.chats.slice(0, n), b.chats.slice(0, n)]) !== j.judgedText,
      j.source,
    );
  }
  for (const [file, d] of uniOff)
    if (d.n > 0)
      report.problems.push({
        file,
        kind: 'consistency',
        reason: `${d.n} of ${d.of} judgments embed a conversation that is not the conversations file's for the same seed and model (first: ${formatSource(d.first!)}): the judge saw other text than the site shows. Use the conversations file the judgments were made on`,
        affects: 'Uni-Eval pass rates beside their conversations',
      });
  for (const [file, d] of arenaOff)
    if (d.n > 0)
      report.problems.push({
        file,
        kind: 'consistency',
        reason: `${d.n} of ${d.of} comparisons hold conversations that are not the first N chats of the conversations file's (first: ${formatSource(d.first!)}): the Arena judged other text than the site shows`,
        affects: 'Arena ratings beside their conversations',
      });
  for (const [file, n] of missing) {
    const f = report.files.find((r) => r.file === file);
    f?.findings.push({
      file,
      kind: 'no-conversation',
      message: `${n} judgments are of conversations the conversations file does not hold (a model or seed missing there): their pages show no conversation`,
    });
  }
  const gtComparisons = sink.pairJudgments.filter((j) => j.benchmark === BOTCHAT && j.kind === 'gt');
  const gtConversations = [...conversations.values()].some((c) => c.model === GROUND_TRUTH);
  // A weighted record (the counts of the fast reader) stands for that many comparisons.
  const gtCount = gtComparisons.reduce((t, j) => t + (j.weight ?? 1), 0);
  if (gtComparisons.length > 0 && !gtConversations)
    report.problems.push({
      file: gtComparisons[0]!.source.file,
      kind: 'consistency',
      reason: `${gtCount} comparisons with the ground truth were read, but no ground-truth conversations (MuTual_test): pass rates at the ground-truth length cannot be computed and the comparisons' seed pages have no ground truth to show. Add the ground-truth file`,
      affects: 'win / tie / lose against the ground truth; pass at the ground-truth length',
    });
}
