import { describe, expect, it } from 'vitest';
import type { BenchResults, Metric } from './bench-results';
import { renderReport } from './report-markdown';

const results: BenchResults = {
  version: 1,
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:10:00.000Z',
  gitSha: '0123456789abcdef',
  quick: false,
  suites: ['browser'],
  environment: { node: 'v20', platform: 'linux', arch: 'x64', cpus: 'cpu', cores: 2, memoryGb: 24 },
  metrics: [
    {
      suite: 'browser',
      id: 'browser.captured.idle.0',
      group: 'idle main thread, 0 strokes',
      name: 'samples captured',
      unit: '%',
      better: 'higher',
      goal: { op: '>=', value: 99, text: '≥ 99%' },
      how: 'points stored ÷ samples sent',
      subjects: {
        ours: { value: 100, stat: 'value' },
        tldraw: { value: 50, stat: 'value' },
        excalidraw: { unmeasured: 'stores no points' },
      },
    },
  ],
  charts: [
    { id: 'latency-cdf-idle-0', title: 'Latency', kind: 'cdf', xLabel: 'ms', yLabel: '%', series: [] },
  ],
  skipped: [{ suite: 'browser', what: 'the ink trail', reason: 'not measurable headless' }],
};

describe('renderReport', () => {
  it('tabulates ours, each peer and the ratios, marks the goal, and explains what is missing', () => {
    const report = renderReport(results);
    expect(report).toContain(
      '| metric | goal | ours | tldraw | Excalidraw | ours ÷ tldraw | ours ÷ Excalidraw |',
    );
    expect(report).toContain('| samples captured | ≥ 99% | 100% ✓ | 50% | n/m¹ | 2× | — |');
    expect(report).toContain('Excalidraw: stores no points (samples captured)');
    expect(report).toContain('[Latency](charts/latency-cdf-idle-0.svg)');
    expect(report).toContain('browser: the ink trail — not measurable headless');
  });

  it('marks a goal that names a subject to beat ✗ unless ours is also better than theirs', () => {
    const metric: Metric = {
      suite: 'browser',
      id: 'browser.main-thread-per-event.idle.0',
      name: 'main-thread time',
      unit: 'ms',
      better: 'lower',
      goal: { op: '<=', value: 0.05, text: '≤ 0.05 ms and below tldraw’s', beat: 'tldraw' },
      how: 'listeners on window',
      subjects: {},
    };
    const report = (ours: number, tldraw: number) =>
      renderReport({
        ...results,
        metrics: [
          {
            ...metric,
            subjects: { ours: { value: ours, stat: 'p95' }, tldraw: { value: tldraw, stat: 'p95' } },
          },
        ],
      });
    expect(report(0.04, 0.2)).toContain('| 0.04 ms ✓ |');
    expect(report(0.04, 0.03)).toContain('| 0.04 ms ✗ |');
    expect(report(0.06, 0.2)).toContain('| 0.06 ms ✗ |');
  });
});
