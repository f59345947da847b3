import type { PointerSampleSource } from '../input-batch';

/** Tests only: record i of the ring tests, 0 to 4 samples whose values all derive from i. */
export function expectedRecord(index: number): {
  samples: Array<Omit<PointerSampleSource, 'clientX' | 'clientY'> & { x: number; y: number }>;
} {
  return {
    samples: Array.from({ length: index % 5 }, (_, k) => ({
      x: index + k / 8,
      y: -index,
      pressure: (k + 1) / 8,
      tiltX: k,
      tiltY: -k,
      timeStamp: index * 10 + k,
    })),
  };
}

/** The same record as the pointer events a forwarder would hand on (clientX/Y, origin 0). */
export function recordEvents(index: number): PointerSampleSource[] {
  return expectedRecord(index).samples.map(({ x, y, ...rest }) => ({ clientX: x, clientY: y, ...rest }));
}
