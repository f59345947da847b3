export type ExportFormat = 'json' | 'png' | 'svg';

const pad = (value: number) => String(value).padStart(2, '0');

/** quietline-drawing-2025-03-14-0930.svg: sortable, and unique enough per minute. */
export function exportFileName(format: ExportFormat, now: Date = new Date()): string {
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `quietline-drawing-${date}-${pad(now.getHours())}${pad(now.getMinutes())}.${format}`;
}
