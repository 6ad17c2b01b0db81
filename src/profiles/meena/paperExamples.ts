// Reader for the cross-turn repetition examples of the Meena paper (Adiwardana et al. 2020, tables 5 and 6) in
// the paper's plain-text extraction: a line `Cross-turn Repetition Example N`, the turns as `Human:<tab>text` /
// `Meena:<tab>text` (wrapped lines indented by a tab, words hyphenated at line ends), and the caption
// `Table N: ...`. Page layout leaks into the text (a section heading glued to a turn, a paragraph of body text
// between two turns); each such piece is reported as a finding, never silently dropped or merged.
import type { LabelledExample } from '../../records/labelledExample.ts';
import { note, type ReadContext } from '../../ingest/readContext.ts';
import { reject, rowUsed } from '../../ingest/rowOutcomes.ts';
import { quote } from '../../records/report.ts';

/** The collection name of the paper's examples. */
export const MEENA_PAPER = 'meena-paper';

/** The speakers of the paper's example tables. */
const TURN = /^(Human|Meena):\s*(.*)$/;
const HEADER = /^Cross-turn\b.*\bRepetition\b.*\bExample\s+(\d+)/i;
const CAPTION = /^Table\s+(\d+):\s*(.*)$/;
/** A section heading such as `5.3 Safety Layer` glued to the end of a turn by the extraction. */
const GLUED_HEADING = /(?<=[.!?])\s*\d+(?:\.\d+)+\s+[A-Z][A-Za-z ]*$/;
/**
 * An unindented line longer than this inside an example is a paragraph of the paper's body text that the page
 * layout put between two turns; the turns of these tables are all shorter (the longest is 74 characters).
 */
export const MEENA_PAPER_BODY_LINE = 120;

/**
 * Reads every cross-turn repetition example of the paper text into labelled examples (label
 * `repetitive-phrasing`; the Meena side is the model's). Every turn of a kept example is a row read and used;
 * an example with no caption or no turns is one row, rejected.
 */
export function readMeenaPaperExamples(text: string, ctx: ReadContext): void {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const starts = lines.flatMap((l, i) => (HEADER.test(l.trim()) ? [i] : []));
  for (const [k, start] of starts.entries()) {
    const number = HEADER.exec(lines[start]!.trim())![1]!;
    const limit = starts[k + 1] ?? lines.length;
    const chats: string[] = [];
    const speakers: string[] = [];
    let caption: { line: number; text: string } | undefined;
    for (let i = start + 1; i < limit && !caption; i++) {
      const raw = lines[i]!.replace(/\s+$/, '');
      const trimmed = raw.trim();
      const at = { line: i + 1 };
      if (trimmed === '' || /^[-\s]+$/.test(trimmed)) continue;
      const cap = CAPTION.exec(trimmed);
      if (cap) {
        caption = { line: i + 1, text: trimmed };
        break;
      }
      const turn = TURN.exec(trimmed);
      if (turn) {
        speakers.push(turn[1]!);
        chats.push(turn[2]!.trim());
        continue;
      }
      const last = chats.length - 1;
      if (last < 0) {
        note(ctx, at, 'paper-text', `text before the first turn of example ${number}, skipped`, trimmed);
        continue;
      }
      const hyphenated = /\p{L}-$/u.test(chats[last]!);
      const indented = /^\s/.test(raw);
      if (!indented && !hyphenated && trimmed.length > MEENA_PAPER_BODY_LINE) {
        note(
          ctx,
          at,
          'paper-text',
          `paper text inside example ${number}, not part of any turn; skipped`,
          trimmed,
        );
        continue;
      }
      let piece = trimmed;
      const glued = GLUED_HEADING.exec(piece);
      if (glued) {
        note(
          ctx,
          at,
          'paper-text',
          `section heading ${quote(glued[0].trim())} glued to a turn, removed`,
          trimmed,
        );
        piece = piece.slice(0, glued.index).trim();
      }
      chats[last] = hyphenated ? `${chats[last]!.slice(0, -1)}${piece}` : `${chats[last]} ${piece}`;
    }
    // A kept example counts its turns as rows; a rejected one counts as one row, rejected whole.
    const at = { line: start + 1 };
    if (!caption || chats.length === 0) {
      reject(
        ctx,
        at,
        !caption
          ? `example ${number} has no "Table N:" caption after it`
          : `example ${number} has no "Human:" or "Meena:" turns`,
      );
      continue;
    }
    rowUsed(ctx, chats.length);
    ctx.sink.labelledExamples.push({
      id: `${MEENA_PAPER}/example-${number}`,
      collection: MEENA_PAPER,
      label: 'repetitive-phrasing',
      title: caption.text,
      chats,
      speakers,
      seedChats: 0,
      judgedSpeaker: 'Meena',
      elided: false,
      source: { file: ctx.file, line: start + 1 },
    } satisfies LabelledExample);
  }
  if (starts.length === 0)
    note(ctx, {}, 'no-examples', 'no "Cross-turn Repetition Example" heading in this text');
}
