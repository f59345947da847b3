import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name';

describe('exportFileName', () => {
  it('names the file by local date and time with the format as extension', () => {
    const at = new Date(2025, 2, 4, 9, 5);
    expect(exportFileName('json', at)).toBe('quietline-drawing-2025-03-04-0905.json');
    expect(exportFileName('png', at)).toBe('quietline-drawing-2025-03-04-0905.png');
    expect(exportFileName('svg', at)).toBe('quietline-drawing-2025-03-04-0905.svg');
  });
});
