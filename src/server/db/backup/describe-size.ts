const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** A byte count for people: `512 bytes`, `3.4 MB` (powers of 1024, as DATA_DIR quotas are). */
export function describeSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
