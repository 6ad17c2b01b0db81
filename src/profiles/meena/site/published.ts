// The Meena paper's published tables, always shown: SSA per mode, the crowd workers' agreement (Table 1) and the
// coefficients of determination of its figures.
import type { SsaMode } from '../../../records/ssa.ts';
import { table } from '../../tables.ts';
import {
  MEENA_PAPER,
  MEENA_PUBLISHED_AGREEMENT,
  MEENA_PUBLISHED_R2,
  MEENA_PUBLISHED_SSA,
} from './meenaPaper.ts';
import type { SsaSiteModel } from './model.ts';
import { relationLabel } from './shared.ts';
import { MISSING } from '../../../render/format.ts';

/** The paper's tables; a figure number links to Parley's figure when that figure was drawn (`drawn`). */
export function publishedTables(drawn: ReadonlySet<string>): SsaSiteModel['published'] {
  const perMode = (mode: SsaMode) =>
    table(
      [
        { key: 'system', label: 'System' },
        { key: 'ssa', label: 'SSA %', numeric: true },
        { key: 'sensibleness', label: 'Sensibleness %', numeric: true },
        { key: 'specificity', label: 'Specificity %', numeric: true },
        { key: 'perplexity', label: 'Perplexity', numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_SSA.filter((r) => r.mode === mode).map((r) => [
        { text: r.display },
        { text: r.ssa ?? MISSING, sort: r.ssa === undefined ? -1 : Number(r.ssa) },
        { text: r.sensibleness ?? MISSING, sort: r.sensibleness === undefined ? -1 : Number(r.sensibleness) },
        { text: r.specificity ?? MISSING, sort: r.specificity === undefined ? -1 : Number(r.specificity) },
        { text: r.perplexity ?? '', sort: r.perplexity === undefined ? -1 : Number(r.perplexity) },
        { text: r.where },
      ]),
      MEENA_PUBLISHED_SSA.filter((r) => r.mode === mode).map((r) => ({
        model: r.model,
        version: r.version,
        mode: r.mode,
        ssa: r.ssa ?? null,
        sensibleness: r.sensibleness ?? null,
        specificity: r.specificity ?? null,
        perplexity: r.perplexity ?? null,
        where: r.where,
      })),
      `Published ${mode} SSA (percent)`,
    );
  return {
    interactive: perMode('interactive'),
    static: perMode('static'),
    agreement: table(
      [
        { key: 'label', label: 'Question' },
        { key: 'agreement', label: 'Agreement %', numeric: true },
        { key: 'alpha', label: "Krippendorff's alpha", numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_AGREEMENT.map((a) => [
        { text: a.label },
        { text: a.agreement, sort: Number.parseFloat(a.agreement) },
        { text: a.alpha, sort: Number.parseFloat(a.alpha) },
        { text: a.where },
      ]),
      MEENA_PUBLISHED_AGREEMENT.map((a) => ({ ...a })),
      'Published crowd-worker agreement',
    ),
    rSquared: table(
      [
        { key: 'figure', label: 'Figure' },
        { key: 'relation', label: 'Relation' },
        { key: 'rSquared', label: 'R²', numeric: true },
        { key: 'where', label: 'Printed in' },
      ],
      MEENA_PUBLISHED_R2.map((r) => [
        drawn.has(r.figure) ? { text: r.number, href: `ssa/figures/${r.figure}/` } : { text: r.number },
        { text: relationLabel(r) },
        { text: r.rSquared ?? MISSING, sort: r.rSquared === undefined ? -1 : Number(r.rSquared) },
        { text: r.where },
      ]),
      MEENA_PUBLISHED_R2.map((r) => ({ ...r, rSquared: r.rSquared ?? null })),
      'Published coefficients of determination',
    ),
    source: `${MEENA_PAPER.authors} (${MEENA_PAPER.year}), "${MEENA_PAPER.title}", ${MEENA_PAPER.url}`,
  };
}
