import type { Chart, ChartSeries } from './bench-results';

const WIDTH = 900;
const HEIGHT = 440;
const MARGIN = { left: 64, right: 250, top: 44, bottom: 52 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Colour-blind-safe (Okabe–Ito): one colour per subject in every chart; others by position. */
const SUBJECT_COLOURS: Record<string, string> = {
  ours: '#0072B2',
  baseline: '#E69F00',
  tldraw: '#009E73',
  excalidraw: '#CC79A7',
};
const OTHER_COLOURS = ['#D55E00', '#56B4E9', '#000000'];

/** A series' colour from the subject its label starts with; our worker's own view is dashed. */
function styleOf(label: string, index: number): { colour: string; dash: string } {
  const subject = Object.keys(SUBJECT_COLOURS).find((name) => label.startsWith(name));
  const colour = subject
    ? (SUBJECT_COLOURS[subject] as string)
    : (OTHER_COLOURS[index % OTHER_COLOURS.length] as string);
  return { colour, dash: label.includes('worker') ? ' stroke-dasharray="6 3"' : '' };
}
const HISTOGRAM_BINS = 30;

interface Line {
  label: string;
  points: Array<[number, number]>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const finite = (values: readonly number[] = []) => values.filter(Number.isFinite);

/** The empirical CDF: each sorted sample against the share of samples at or below it. */
function cdfPoints(values: readonly number[]): Array<[number, number]> {
  const sorted = finite(values).sort((a, b) => a - b);
  return sorted.map((value, i) => [value, (100 * (i + 1)) / sorted.length]);
}

/** A step outline of a histogram over [lo, hi] with HISTOGRAM_BINS bins. */
function histogramPoints(values: readonly number[], lo: number, hi: number): Array<[number, number]> {
  const width = (hi - lo) / HISTOGRAM_BINS || 1;
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const value of finite(values)) {
    const bin = Math.min(HISTOGRAM_BINS - 1, Math.max(0, Math.floor((value - lo) / width)));
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return counts.flatMap((count, i): Array<[number, number]> => [
    [lo + i * width, count],
    [lo + (i + 1) * width, count],
  ]);
}

function linesOf(chart: Chart): Line[] {
  const series = chart.series.filter(
    (s: ChartSeries) => (s.values?.length ?? 0) + (s.points?.length ?? 0) > 0,
  );
  if (chart.kind === 'cdf') return series.map((s) => ({ label: s.label, points: cdfPoints(s.values ?? []) }));
  if (chart.kind === 'histogram') {
    const all = series.flatMap((s) => finite(s.values));
    const lo = Math.min(0, ...all);
    const hi = Math.max(lo + 1, ...all);
    return series.map((s) => ({ label: s.label, points: histogramPoints(s.values ?? [], lo, hi) }));
  }
  return series.map((s) => ({
    label: s.label,
    points: (s.points ?? []).filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y)),
  }));
}

/** Round axis ticks: 1, 2 or 5 × a power of ten, about five of them. */
function ticks(max: number): number[] {
  if (max <= 0) return [0];
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw) ?? raw;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => Number((i * step).toPrecision(6)));
}

/** One chart as a self-contained SVG document (no scripts, no external references). */
export function renderChart(chart: Chart): string {
  const lines = linesOf(chart);
  const xs = lines.flatMap((l) => l.points.map(([x]) => x));
  const ys = lines.flatMap((l) => l.points.map(([, y]) => y));
  const xMax = Math.max(1e-9, ...xs) * 1.02;
  const yMax = chart.kind === 'cdf' ? 100 : Math.max(1e-9, ...ys) * 1.05;
  const sx = (x: number) => MARGIN.left + (x / xMax) * PLOT_W;
  const sy = (y: number) => MARGIN.top + PLOT_H - (y / yMax) * PLOT_H;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${MARGIN.left}" y="24" font-size="13" font-weight="600">${escapeXml(chart.title)}</text>`,
  ];
  for (const tick of ticks(xMax)) {
    const x = sx(tick).toFixed(1);
    parts.push(
      `<line x1="${x}" y1="${MARGIN.top}" x2="${x}" y2="${MARGIN.top + PLOT_H}" stroke="#e5e7eb"/>`,
      `<text x="${x}" y="${MARGIN.top + PLOT_H + 16}" text-anchor="middle">${tick}</text>`,
    );
  }
  for (const tick of ticks(yMax)) {
    const y = sy(tick).toFixed(1);
    parts.push(
      `<line x1="${MARGIN.left}" y1="${y}" x2="${MARGIN.left + PLOT_W}" y2="${y}" stroke="#e5e7eb"/>`,
      `<text x="${MARGIN.left - 6}" y="${y}" text-anchor="end" dominant-baseline="middle">${tick}</text>`,
    );
  }
  parts.push(
    `<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${PLOT_W}" height="${PLOT_H}" fill="none" stroke="#6b7280"/>`,
    `<text x="${MARGIN.left + PLOT_W / 2}" y="${HEIGHT - 12}" text-anchor="middle">${escapeXml(chart.xLabel)}</text>`,
    `<text transform="translate(16 ${MARGIN.top + PLOT_H / 2}) rotate(-90)" text-anchor="middle">${escapeXml(chart.yLabel)}</text>`,
  );
  lines.forEach((line, i) => {
    const { colour, dash } = styleOf(line.label, i);
    const d = line.points
      .map(([x, y], j) => `${j === 0 ? 'M' : 'L'}${sx(x).toFixed(1)} ${sy(y).toFixed(1)}`)
      .join('');
    if (d) parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
    if (chart.kind === 'curve')
      for (const [x, y] of line.points)
        parts.push(`<circle cx="${sx(x).toFixed(1)}" cy="${sy(y).toFixed(1)}" r="3" fill="${colour}"/>`);
    const ly = MARGIN.top + 10 + i * 18;
    const lx = MARGIN.left + PLOT_W + 12;
    parts.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 18}" y2="${ly}" stroke="${colour}" stroke-width="3"${dash}/>`,
      `<text x="${lx + 24}" y="${ly}" dominant-baseline="middle">${escapeXml(line.label)}</text>`,
    );
  });
  if (lines.every((line) => line.points.length === 0))
    parts.push(
      `<text x="${MARGIN.left + PLOT_W / 2}" y="${MARGIN.top + PLOT_H / 2}" text-anchor="middle">no samples</text>`,
    );
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
