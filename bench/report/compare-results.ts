import { isMeasured, SUBJECTS, type BenchResults, type Metric, type Subject } from './bench-results';

/** A figure more than this much worse (in its better direction) is a regression. */
export const REGRESSION_THRESHOLD = 0.1;

export type Verdict = 'regression' | 'improved' | 'same';

export interface Comparison {
  id: string;
  name: string;
  group?: string;
  subject: Subject;
  unit: Metric['unit'];
  a: number;
  b: number;
  /** b ÷ a. */
  ratio: number;
  verdict: Verdict;
}

/** How b stands against a for a metric whose better direction is `better`. */
export function verdictOf(a: number, b: number, better: Metric['better']): Verdict {
  if (a === b) return 'same';
  if (a === 0) return (better === 'lower') === b < a ? 'improved' : 'regression';
  const change = (b - a) / Math.abs(a);
  const worse = better === 'lower' ? change : -change;
  if (worse > REGRESSION_THRESHOLD) return 'regression';
  if (worse < -REGRESSION_THRESHOLD) return 'improved';
  return 'same';
}

/** Every figure measured in both runs, matched by metric id and subject. */
export function compareResults(a: BenchResults, b: BenchResults): Comparison[] {
  const before = new Map(a.metrics.map((metric) => [metric.id, metric]));
  const comparisons: Comparison[] = [];
  for (const metric of b.metrics) {
    const old = before.get(metric.id);
    if (!old) continue;
    for (const subject of SUBJECTS) {
      const x = old.subjects[subject];
      const y = metric.subjects[subject];
      if (!isMeasured(x) || !isMeasured(y) || x.value === null || y.value === null) continue;
      comparisons.push({
        id: metric.id,
        name: metric.name,
        ...(metric.group ? { group: metric.group } : {}),
        subject,
        unit: metric.unit,
        a: x.value,
        b: y.value,
        ratio: x.value === 0 ? Number.NaN : y.value / x.value,
        verdict: verdictOf(x.value, y.value, metric.better),
      });
    }
  }
  return comparisons;
}
