import { Z95 } from './wilsonInterval.ts';
import { requireFiniteAll, requireFinite } from './requireFinite.ts';

/** One step of a Kaplan-Meier curve: survival just after time t. */
export interface KaplanMeierStep {
  t: number;
  atRisk: number;
  events: number;
  survival: number;
  /** Greenwood variance of the survival estimate. */
  variance: number;
  /** 95% interval on the log(-log) scale; equal to survival at 0 or 1. */
  lo: number;
  hi: number;
}

/**
 * Kaplan-Meier estimator of a survival curve with Greenwood's variance and log(-log) intervals.
 *
 * S(t) = Π over event times tᵢ <= t of (1 - dᵢ/nᵢ), nᵢ the subjects still at risk at tᵢ (time >= tᵢ; a subject
 * censored at c is at risk at every event time <= c). Var S(t) = S(t)² Σ dᵢ / (nᵢ(nᵢ - dᵢ)) (Greenwood 1926).
 * Interval: S^exp(±z·σ) with σ² = Σ dᵢ/(nᵢ(nᵢ-dᵢ)) / (log S)² (Kalbfleisch & Prentice 1980, the log-log transform,
 * which keeps the bounds inside [0, 1]).
 * Source: E. L. Kaplan & P. Meier (1958), "Nonparametric estimation from incomplete observations", JASA 53.
 * @param times event or censoring time of each subject
 * @param events true where the subject's time is an event, false where it is censored
 * @returns one step per distinct event time, in increasing order
 * @throws Error when the arrays differ in length or a time is not finite.
 * @example kaplanMeier([1, 2, 2, 3], [true, true, false, true]) // S: 0.75 at 1, 0.5 at 2, 0 at 3
 */
export function kaplanMeier(
  times: readonly number[],
  events: readonly boolean[],
  z = Z95,
): KaplanMeierStep[] {
  if (times.length !== events.length)
    throw new Error(
      `kaplanMeier requires one event flag per time (got ${times.length} times, ${events.length} flags)`,
    );
  requireFiniteAll('kaplanMeier', 'times', times);
  requireFinite('kaplanMeier', 'z', z);
  const order = times.map((t, i) => ({ t, e: events[i] === true })).sort((a, b) => a.t - b.t);
  const steps: KaplanMeierStep[] = [];
  let atRisk = order.length;
  let survival = 1;
  let greenwood = 0;
  let i = 0;
  while (i < order.length) {
    const t = order[i]!.t;
    let d = 0;
    let c = 0;
    while (i < order.length && order[i]!.t === t) {
      if (order[i]!.e) d++;
      else c++;
      i++;
    }
    if (d > 0) {
      survival *= 1 - d / atRisk;
      greenwood += atRisk - d > 0 ? d / (atRisk * (atRisk - d)) : 0;
      let lo = survival;
      let hi = survival;
      if (survival > 0 && survival < 1) {
        const sigma = Math.sqrt(greenwood) / Math.abs(Math.log(survival));
        lo = survival ** Math.exp(z * sigma);
        hi = survival ** Math.exp(-z * sigma);
      }
      steps.push({ t, atRisk, events: d, survival, variance: survival * survival * greenwood, lo, hi });
    }
    atRisk -= d + c;
  }
  return steps;
}

/** The survival at time t from a step list (1 before the first event).
 * @throws Error when a number it reads is NaN or ±Infinity (decision 0083).
 */
export function survivalAt(steps: readonly KaplanMeierStep[], t: number): KaplanMeierStep | undefined {
  requireFinite('survivalAt', 't', t);
  let last: KaplanMeierStep | undefined;
  for (const s of steps) {
    if (s.t > t) break;
    last = s;
  }
  return last;
}
