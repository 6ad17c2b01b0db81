// Part of the bad-case gallery (gallerySection.ts): the detectors measured on the hand-picked examples, and the
// examples as cards.
import { evaluateExamples } from '../../detect/evaluateExamples.ts';
import type { LengthThreshold } from '../../detect/excessiveLength.ts';
import { lengthThreshold } from '../../detect/excessiveLength.ts';
import { RULE_NAMES, type Tag } from '../../detect/tag.ts';
import { PROFILES } from '../../profiles/index.ts';
import { CASE_LABEL_NAMES, type CaseLabel } from '../../records/badCase.ts';
import type { Dataset } from '../../records/dataset.ts';
import type { LabelledExample } from '../../records/labelledExample.ts';
import { formatSource } from '../../records/source.ts';
import { sortAsText, tableFromSpecs } from '../../render/columnSpec.ts';
import { MISSING, pct } from '../../render/format.ts';
import type { EvaluationView, ExampleCard, ExcerptChat } from '../../site/galleryModel.ts';
import { subsequenceSpans } from '../../stats/crossTurnRepetition.ts';
import { groupBy } from '../../stats/groupBy.ts';
import { segmentsOf, tagView } from './cards.ts';
import { byText, LABELS } from './labels.ts';

/** Who picked a collection's examples, as its profile says (a card says "Hand-picked by ..."). */
function pickedBy(collection: string): string {
  return collectionOwner(collection)?.entry.pickedBy ?? 'the study that published them';
}

/** The profile that declares an example collection, and its declaration. */
function collectionOwner(collection: string) {
  for (const p of PROFILES) {
    const entry = p.exampleCollections?.[collection];
    if (entry) return { profile: p, entry };
  }
  return undefined;
}

/** A hand-picked example as a card: every chat, the rules' evidence marked, what fired. */
function exampleCard(example: LabelledExample, tags: readonly Tag[]): ExampleCard {
  const spansIn = (n: number) =>
    tags.flatMap((t) =>
      t.evidence.flatMap((e) => {
        if (e.chat !== n) return [];
        if (e.start !== undefined) return [[e.start, e.end!] as [number, number]];
        // A repetition's evidence is the shared words: marked in the repeating chat and the one it repeats.
        return e.numbers?.repeatsChat !== undefined
          ? subsequenceSpans(example.chats[n - 1] ?? '', e.text.split(' '))
          : [];
      }),
    );
  const repeated = new Set(
    tags.flatMap((t) =>
      t.evidence.flatMap((e) => (e.numbers?.repeatsChat !== undefined ? [e.numbers.repeatsChat] : [])),
    ),
  );
  const own = new Set(
    tags.filter((t) => t.category === example.label).flatMap((t) => t.evidence.map((e) => e.chat)),
  );
  const chats: ExcerptChat[] = example.chats.map((text, i) => {
    const n = i + 1;
    const earlier = tags.flatMap((t) =>
      t.evidence
        .filter((e) => e.numbers?.repeatsChat === n)
        .map((e) => subsequenceSpans(text, e.text.split(' '))),
    );
    return {
      n,
      speaker: example.speakers[i] ?? (i % 2 === 0 ? 'A' : 'B'),
      segments: segmentsOf(text, [...spansIn(n), ...earlier.flat()], Number.POSITIVE_INFINITY).segments,
      role: own.has(n) ? 'tagged' : repeated.has(n) ? 'repeated' : 'context',
      cut: false,
    };
  });
  return {
    id: example.id,
    collection: example.collection,
    pickedBy: pickedBy(example.collection),
    source: formatSource(example.source),
    category: example.label,
    title: example.title,
    chats,
    seedChats: example.seedChats,
    fired: tags.map(tagView),
    elided: example.elided,
  };
}

/** A detector's score on a collection of hand-picked examples. */
type Score = ReturnType<typeof evaluateExamples>['scores'][number];

/** A share with its counts (`75% (3/4)`), or MISSING. */
const share = (rate: number | null, k: number, n: number): string =>
  rate === null ? MISSING : `${pct(rate, 0)}% (${k}/${n})`;

/** The detectors measured on each collection of hand-picked examples, and the examples as cards. */
export function evaluationsAndExamples(
  data: Dataset,
  limits: Map<string, LengthThreshold>,
  tokens: (t: string) => number,
): { evaluations: EvaluationView[]; examples: ExampleCard[] } {
  const out: EvaluationView[] = [];
  const cards: ExampleCard[] = [];
  const none = lengthThreshold([], tokens);
  for (const [collection, examples] of groupBy(data.labelledExamples, (e) => e.collection)) {
    // A collection's examples are measured against the lengths of its benchmark's people (the profile says whose).
    const owner = collectionOwner(collection);
    const benchmark = owner?.profile.id ?? collection;
    const { perExample, scores } = evaluateExamples(examples, {
      thresholdOf: () => limits.get(benchmark) ?? none,
      tokensOf: tokens,
    });
    cards.push(...perExample.map(({ example, tags }) => exampleCard(example, tags)));
    const title = owner?.entry.title ?? collection;
    const files = [...new Set(examples.map((e) => e.source.file))].sort(byText);
    const labels = [...new Set(examples.map((e) => e.label))];
    const scored = scores.filter((s) => s.labelled > 0 || s.detected > 0);
    out.push({
      collection,
      title,
      files,
      examples: examples.length,
      scores: scores.map((s) => ({
        category: s.category,
        categoryName: CASE_LABEL_NAMES[s.category as CaseLabel],
        labelled: s.labelled,
        detected: s.detected,
        truePositives: s.truePositives,
        precision: s.precision,
        recall: s.recall,
        ...(s.notScored ? { notScored: s.notScored } : {}),
      })),
      table: tableFromSpecs<Score>(
        [
          {
            id: 'category',
            label: 'Detector',
            value: (s) => s.category,
            format: (_v, s) => CASE_LABEL_NAMES[s.category as CaseLabel],
            sort: sortAsText,
          },
          {
            id: 'labelled',
            label: 'labelled',
            numeric: true,
            description: 'examples labelled with the category',
            value: (s) => s.labelled,
          },
          {
            id: 'detected',
            label: 'flagged',
            numeric: true,
            description: 'examples the detector flagged',
            value: (s) => s.detected,
          },
          { id: 'tp', label: 'both', numeric: true, field: 'truePositives', value: (s) => s.truePositives },
          {
            id: 'precision',
            label: 'precision',
            numeric: true,
            description: 'both / flagged',
            value: (s) => s.precision,
            format: (_v, s) => share(s.precision, s.truePositives, s.detected),
            sort: (s) => s.precision ?? -1,
          },
          {
            id: 'recall',
            label: 'recall',
            numeric: true,
            description: 'both / labelled',
            value: (s) => s.recall,
            format: (_v, s) => share(s.recall, s.truePositives, s.labelled),
            sort: (s) => s.recall ?? -1,
          },
          {
            id: 'note',
            label: 'note',
            field: null,
            numeric: false,
            value: () => null,
            format: (_v, s) => (s.notScored ? `not scored: ${s.notScored}` : ''),
            sort: sortAsText,
          },
        ],
        scored,
        {
          caption: `${title}: each detector against the examples' labels`,
          extra: (s) => ({ scored: !s.notScored }),
        },
      ),
      perExample: tableFromSpecs<(typeof perExample)[number]>(
        [
          {
            id: 'example',
            label: 'Example',
            value: ({ example }) => example.id,
            format: (_v, { example }) => `${example.id} (${formatSource(example.source)})`,
            sort: sortAsText,
            fields: ({ example }) => ({ example: example.id, source: formatSource(example.source) }),
          },
          {
            id: 'label',
            label: 'labelled',
            value: ({ example }) => example.label,
            format: (_v, { example }) => CASE_LABEL_NAMES[example.label],
            sort: sortAsText,
          },
          {
            id: 'fired',
            label: 'rules that fired',
            value: ({ tags }) => tags.map((t) => `${t.category}/${t.rule}`).join(' '),
            format: (_v, { tags }) =>
              tags.length === 0
                ? 'none'
                : tags
                    .map((t) => `${CASE_LABEL_NAMES[t.category]} (${RULE_NAMES[t.rule]}): ${t.summary}`)
                    .join('; '),
            sort: sortAsText,
          },
        ],
        perExample,
      ),
      notes: [
        `Only ${examples.length} examples (${labels.map((l) => `${examples.filter((e) => e.label === l).length} ${CASE_LABEL_NAMES[l]}`).join(', ')}): these numbers show whether the rules find the cases their authors picked, not how well they do on a corpus. One example more or less moves a recall by ${pct(1 / Math.max(1, Math.min(...labels.map((l) => examples.filter((e) => e.label === l).length))), 0)} percentage points.`,
        'Each example carries one label, though several show more than one problem (an example picked for formal tone may also say "As an AI"): a rule that rightly finds such a second problem counts against its precision here. The list below shows what fired on each example.',
        ...(examples.some((e) => e.elided)
          ? [
              'Some examples were printed with chats left out (a row of dots); the rules saw only what was printed.',
            ]
          : []),
      ],
    });
  }
  const order = (c: ExampleCard) => LABELS.indexOf(c.category as CaseLabel);
  cards.sort((a, b) => order(a) - order(b) || byText(a.collection, b.collection));
  return { evaluations: out, examples: cards };
}
