import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDbTestCounts, readDbTestCounts, recordDbTests } from './db-test-counts';

describe('DB test counts', () => {
  it('adds up what every suite recorded, per dialect', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quietline-counts-'));
    try {
      await recordDbTests(dir, 'sqlite', 4);
      await recordDbTests(dir, 'postgres', 4);
      await recordDbTests(dir, 'sqlite', 8);
      expect(formatDbTestCounts(await readDbTestCounts(dir))).toBe('DB tests: 12 on sqlite, 4 on postgres');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
