import { formatLimit } from './canvas/limits';

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 524288000 → "500 MB", 512 → "512 bytes" (powers of 1024, as the configuration reads them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatLimit(Math.round(value * 10) / 10)} ${units[unit]}`;
}
