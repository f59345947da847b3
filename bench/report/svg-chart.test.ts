import { describe, expect, it } from 'vitest';
import { renderChart } from './svg-chart';

describe('renderChart', () => {
  it('draws one path per series, coloured by subject, with escaped labels', () => {
    const svg = renderChart({
      id: 'x',
      title: 'Latency <idle>',
      kind: 'cdf',
      xLabel: 'ms',
      yLabel: '%',
      series: [
        { label: 'ours (worker frame)', values: [3, 1, 2] },
        { label: 'tldraw (app-agnostic)', values: [5, 9] },
        { label: 'excalidraw', values: [] },
      ],
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Latency &lt;idle&gt;');
    const paths = [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke="(#[0-9A-F]+)"([^>]*)/g)];
    expect(paths.map((match) => match[2])).toEqual(['#0072B2', '#009E73']);
    expect(paths[0]?.[3]).toContain('stroke-dasharray');
    expect(paths[0]?.[1]?.match(/[ML]/g)).toHaveLength(3);
    expect(svg).not.toMatch(/NaN|Infinity/);
  });

  it('says so when no series has samples', () => {
    const svg = renderChart({
      id: 'y',
      title: 't',
      kind: 'curve',
      xLabel: 'a',
      yLabel: 'b',
      series: [{ label: 'ours', points: [] }],
    });
    expect(svg).toContain('no samples');
    expect(svg).not.toMatch(/NaN|Infinity/);
  });
});
