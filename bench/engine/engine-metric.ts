import type { Goal, Measurement, Metric } from '../report/bench-results';
import type { Timing } from './measure';

type TimeUnit = 'ms' | 'µs';

interface EngineMetricInput {
  id: string;
  name: string;
  unit: TimeUnit;
  /** Ours: the median time per operation, in ms on both clocks. */
  ours: Timing;
  /** The same operation done by perfect-freehand as the peers do it live, when there is one. */
  baseline?: Timing;
  /** The goal's limit, in `unit`, judged on CPU time. */
  goal?: number;
  how: string;
  note?: string;
}

const perMs: Record<TimeUnit, number> = { ms: 1, µs: 1000 };

/** A timing as a measurement: the median CPU time (the machine may be shared), wall time in the note. */
function asMeasurement(timing: Timing, unit: TimeUnit, note?: string): Measurement {
  const wall = `wall ${(timing.wall * perMs[unit]).toPrecision(3)} ${unit}`;
  return { value: timing.cpu * perMs[unit], stat: 'median', note: note ? `${wall}; ${note}` : wall };
}

/** One engine figure in the bench results' shape. */
export function engineMetric(input: EngineMetricInput): Metric {
  const goal: Goal | undefined =
    input.goal === undefined
      ? undefined
      : { op: '<=', value: input.goal, text: `≤ ${input.goal} ${input.unit}` };
  return {
    suite: 'engine',
    id: `engine.${input.id}`,
    name: input.name,
    unit: input.unit,
    better: 'lower',
    ...(goal ? { goal } : {}),
    subjects: {
      ours: asMeasurement(input.ours, input.unit, input.note),
      ...(input.baseline ? { baseline: asMeasurement(input.baseline, input.unit) } : {}),
    },
    how: input.how,
  };
}
